import { type OfflineTopic } from './offline-topic';

/**
 * Facilities around the building proper: car parking, lifts, plant access, internal acoustics,
 * fire hydrants, sanitary drainage and piling. Each names the standard and the NCC part that calls
 * it up; where the governing figure depends on a class, a table or a state rule, the topic names
 * the document instead of quoting a number.
 */
export const FACILITY_TOPICS: readonly OfflineTopic[] = [
  {
    id: 'car-parking',
    title: 'Off-street car parking (AS/NZS 2890.1)',
    emoji: '🅿️',
    keywords: [
      '2890',
      'parking bay',
      'parking space',
      'car space',
      'aisle width',
      'parking aisle',
      'user class',
    ],
    hints: ['parking', 'aisle', 'bay', 'car park'],
    summary:
      "Off-street car parks are designed to AS/NZS 2890.1 (bay, aisle and ramp geometry by user class), with AS/NZS 2890.6 for accessible spaces and AS 2890.2 for commercial vehicles; the number of spaces comes from the council's planning controls.",
    technical: [
      'Choose the **user class** of each area under **AS/NZS 2890.1**: short-term, high-turnover parking such as at a shopping centre gets wider bays and aisles than long-term employee or residential parking.',
      'Take the bay width and length, aisle width, ramp grades and transitions and headroom for that class from AS/NZS 2890.1, and check vehicle swept paths at ramps and corners.',
      'Design accessible car spaces and their shared areas to **AS/NZS 2890.6**; how many are required comes from NCC Volume One Part D4 (by building class) and the Premises Standards.',
      "Design service and delivery areas for trucks to **AS 2890.2**; the number of car and bicycle spaces comes from the council's planning controls.",
    ],
    checks: [
      'User class of each parking area',
      'Bay, aisle and ramp geometry',
      'Accessible spaces (AS/NZS 2890.6)',
      'Service vehicle areas (AS 2890.2)',
      'Number of spaces under planning controls',
    ],
    nextSteps: [
      'Confirm the user class of each parking area.',
      'Lay out bays, aisles and ramps to AS/NZS 2890.1.',
      'Provide the accessible spaces the NCC requires.',
      'Check swept paths for cars and service vehicles.',
    ],
    references: [
      'AS/NZS 2890.1 Parking facilities, Part 1: Off-street car parking',
      'AS/NZS 2890.6 Parking facilities, Part 6: Off-street parking for people with disabilities',
      'AS 2890.2 Parking facilities, Part 2: Off-street commercial vehicle facilities',
      'NCC 2022 Volume One Part D4 (accessible car parking)',
      'Council planning controls',
    ],
  },
  {
    id: 'lifts',
    title: 'Lifts (AS 1735 series)',
    emoji: '🛗',
    keywords: [
      '1735',
      'passenger lift',
      'lift installation',
      'elevator',
      'escalator',
      'moving walk',
      'platform lift',
    ],
    hints: ['lift', 'vertical transport', 'disability'],
    summary:
      'NCC Volume One Part E3 sets where lifts are required and what they must provide; lifts are designed and installed to the AS 1735 series, with AS 1735.12 for the features people with a disability need.',
    technical: [
      'Read NCC Volume One **Part E3** (lift installations): it sets emergency lifts in buildings with an effective height over 25 m, stretcher facilities, the warning against using lifts in a fire, and the accessible features of passenger lifts.',
      'Design, install and test each lift to the part of the **AS 1735** series for its type, with the accessible features of **AS 1735.12** where the NCC requires them.',
      'The NCC limits some lift types (for example stairway platform lifts and low-rise platform lifts) to particular rises and uses: check the type against Part E3 before selecting it.',
      "Coordinate the lift with the fire engineer (shafts, emergency lift power) and with the state's plant registration requirements.",
    ],
    checks: [
      'Lifts required and emergency lifts (Part E3)',
      'Lift type allowed for the rise and use',
      'Accessible features (AS 1735.12)',
      'Fire separation and power supply',
      'Plant registration',
    ],
    nextSteps: [
      'Confirm the lifts Part E3 requires.',
      'Select lift types the NCC allows for the rise and use.',
      'Specify AS 1735 compliance and accessible features.',
      'Coordinate fire separation, power and registration.',
    ],
    references: [
      'NCC 2022 Volume One Part E3 (lift installations)',
      'AS 1735 Lifts, escalators and moving walks (series), including AS 1735.12 (facilities for persons with disabilities)',
      'State work health and safety plant registration',
    ],
  },
  {
    id: 'plant-access',
    title: 'Fixed platforms, walkways, stairways and ladders (AS 1657)',
    emoji: '🪜',
    keywords: [
      '1657',
      'fixed platform',
      'fixed ladder',
      'access platform',
      'plant platform',
      'cat ladder',
      'step-type ladder',
    ],
    hints: ['platform', 'ladder', 'plant', 'conveyor', 'walkway', 'maintenance access'],
    summary:
      'Fixed platforms, walkways, stairways and ladders for access to plant, and for operating, inspecting and maintaining it, are designed, built and installed to AS 1657.',
    technical: [
      '**AS 1657** covers fixed platforms, walkways, stairways and ladders that give access to plant for operation, inspection and maintenance; stairways used for general access follow the NCC instead, which lets AS 1657 apply only to those serving plant and service areas.',
      'Choose the means of access by the slope it must climb: a stairway where practicable, a step-type ladder where steeper, and a rung-type ladder only where nothing else fits, with fall protection as AS 1657 requires.',
      'Provide guardrails, toeboards and handrails at the open edges of platforms and walkways to AS 1657, designed for the loads it specifies.',
      'Work health and safety regulations require the risk of falls to be controlled, and a fixed platform or walkway is a higher-order control than a ladder or a harness.',
    ],
    checks: [
      'Access needed for operation and maintenance',
      'Stairway, step-type or rung-type ladder by slope',
      'Guardrails, toeboards and handrails',
      'Design loads',
    ],
    nextSteps: [
      'List the plant that needs access and how often.',
      'Select the type of access by slope.',
      'Detail guardrails and toeboards to AS 1657.',
      'Have the platforms designed for the AS 1657 loads.',
    ],
    references: [
      'AS 1657 Fixed platforms, walkways, stairways and ladders: design, construction and installation',
      'NCC 2022 Volume One (stairways and ladders serving plant and service areas may follow AS 1657)',
      'Model Work Health and Safety Regulations (managing the risk of falls)',
    ],
  },
  {
    id: 'room-acoustics',
    title: 'Internal noise levels and reverberation (AS/NZS 2107)',
    emoji: '🎧',
    keywords: [
      '2107',
      'internal noise',
      'noise level',
      'background noise',
      'reverberation',
      'design sound level',
      'acoustic design',
    ],
    hints: ['classroom', 'echo', 'speech', 'noise'],
    summary:
      'AS/NZS 2107 recommends design sound levels and reverberation times for the interiors of buildings by room type (classrooms, offices, wards, dwellings); the NCC does not set them, so the brief and the client’s design guides call it up.',
    technical: [
      '**AS/NZS 2107** recommends a range of design sound levels (background noise from building services and from outside) and of reverberation times for each type of room.',
      'Design the façade, ventilation and services so the internal level stays within the range for the room, and the room finishes so the reverberation suits its use: teaching spaces are where speech intelligibility matters most.',
      "The NCC does not set internal noise levels for classrooms or offices: they come from the project brief, the client's or the education department's design guides and planning conditions, which usually call up AS/NZS 2107.",
      'Assess road, rail or aircraft noise affecting the site under the state and planning requirements (for example AS 2021 near airports).',
    ],
    checks: [
      'Room types and their design ranges',
      'Services noise',
      'External noise intrusion',
      'Reverberation time and finishes',
    ],
    nextSteps: [
      'Confirm the design criteria the brief and design guides set.',
      'Take the ranges for each room type from AS/NZS 2107.',
      'Check façade, ventilation and services noise against them.',
      'Select finishes for the reverberation time.',
    ],
    references: [
      'AS/NZS 2107 Acoustics: recommended design sound levels and reverberation times for building interiors',
      'AS 2021 Acoustics: aircraft noise intrusion, building siting and construction',
      'Project brief and client design guides',
    ],
  },
  {
    id: 'fire-hydrants',
    title: 'Fire hydrants and hose reels (AS 2419.1)',
    emoji: '🚒',
    keywords: ['hydrant', '2419', 'hose reel', '2441', 'booster'],
    hints: ['fire brigade', 'firefighting', 'fire main'],
    summary:
      'NCC Volume One Part E1 requires a fire hydrant system for a building with a total floor area over 500 m² where a fire brigade is available to attend; it is designed, installed and commissioned to AS 2419.1.',
    technical: [
      'Check NCC Volume One **Part E1**: a building with a total floor area over 500 m² needs a fire hydrant system where a fire brigade is available to attend, and hose reels to **AS 2441** where Part E1 requires them.',
      'Design, install and commission the system to **AS 2419.1**: coverage of the building, the number of hydrants flowing at once, pressure and flow, the booster assembly and the water supply.',
      'Agree the booster location, hydrant positions and brigade access with the fire brigade; a large warehouse may also need sprinklers and smoke hazard management under NCC Volume One Section E.',
      'Maintain the system to **AS 1851** once it is in service.',
    ],
    checks: [
      'Hydrants required (NCC Part E1)',
      'Coverage, flow and pressure (AS 2419.1)',
      'Booster and water supply',
      'Brigade access',
      'Maintenance (AS 1851)',
    ],
    nextSteps: [
      'Confirm the total floor area and brigade availability.',
      'Lay out hydrant coverage and the booster to AS 2419.1.',
      'Confirm the water supply flow and pressure.',
      'Agree the layout with the fire brigade.',
    ],
    references: [
      'NCC 2022 Volume One Part E1 (fire hydrants, hose reels and sprinklers)',
      'AS 2419.1 Fire hydrant installations, Part 1: System design, installation and commissioning',
      'AS 2441 Installation of fire hose reels',
      'AS 1851 Routine service of fire protection systems and equipment',
    ],
  },
  {
    id: 'sanitary-drainage',
    title: 'Sanitary plumbing and drainage (AS/NZS 3500.2)',
    emoji: '🚽',
    keywords: [
      '3500.2',
      'sanitary',
      'sewer',
      'soil stack',
      'vent pipe',
      'fixture unit',
      'grease arrestor',
      'trade waste',
    ],
    hints: ['drainage', 'stack', 'trap', 'plumbing'],
    summary:
      'Sanitary plumbing and drainage is plumbing work under NCC Volume Three (the Plumbing Code of Australia), for which AS/NZS 3500.2 is the deemed-to-satisfy solution.',
    technical: [
      'Sanitary plumbing and drainage is plumbing work under NCC **Volume Three** (the Plumbing Code of Australia), for which **AS/NZS 3500.2** is the deemed-to-satisfy solution; licensed plumbers carry it out under state plumbing regulation.',
      "Size pipes from the fixture-unit loading of the fixtures they serve and lay them to the grades AS/NZS 3500.2 sets; size and vent the stacks of a multi-storey building under the standard's stack provisions.",
      'Ventilate the system (vent pipes, stack vents, air admittance valves where permitted) so traps keep their water seals.',
      "Trade waste, such as kitchen waste through a grease arrestor, needs the water authority's trade waste approval.",
    ],
    checks: [
      'Fixture-unit loading and pipe sizes',
      'Grades',
      'Stack sizing and venting',
      'Trade waste approval',
    ],
    nextSteps: [
      'Schedule the fixtures and their fixture units.',
      'Size the stacks, branches and drains to AS/NZS 3500.2.',
      'Design the venting.',
      'Confirm the water authority’s connection and trade waste requirements.',
    ],
    references: [
      'NCC 2022 Volume Three (Plumbing Code of Australia)',
      'AS/NZS 3500.2 Plumbing and drainage, Part 2: Sanitary plumbing and drainage',
      'State plumbing regulation and the water authority',
    ],
  },
  {
    id: 'piling',
    title: 'Piling (AS 2159)',
    emoji: '🏗️',
    keywords: ['2159', 'piling', 'bored pile', 'screw pile', 'driven pile', 'rock socket'],
    // "pile" alone is a hint: a pile of spoil is not a foundation question.
    hints: ['pile', 'pile cap', 'geotechnical', 'foundation'],
    summary:
      "Piles are designed and installed to AS 2159: the geotechnical strength comes from the ground investigation, reduced by a factor that depends on the site's risk rating and the load testing planned.",
    technical: [
      "Design piles to **AS 2159**: the geotechnical strength from the ground investigation, with a geotechnical strength reduction factor that depends on the site's risk rating and the testing planned.",
      'More static or dynamic load testing allows a higher reduction factor, so decide the testing regime at the design stage.',
      'Design the pile itself to its material standard (AS 3600 for concrete, AS 4100 for steel), with durability for the soil and groundwater exposure classification of AS 2159.',
      'For bored piles, inspect the base and sides and control groundwater and concrete placement during construction.',
    ],
    checks: [
      'Ground investigation',
      'Risk rating and strength reduction factor',
      'Load testing regime',
      'Exposure classification and durability',
      'Construction inspection',
    ],
    nextSteps: [
      'Commission a ground investigation for the piles.',
      'Assess the risk rating and the testing regime.',
      'Design the piles to AS 2159 and the material standard.',
      'Specify inspection and testing during construction.',
    ],
    references: [
      'AS 2159 Piling: design and installation',
      'AS 3600 Concrete structures; AS 4100 Steel structures',
      'AS/NZS 1170 series (structural design actions)',
    ],
  },
];
