import { type OfflineTopic } from './offline-topic';

/** Health, amenity and safety in use: sound, air, glass, pools and fire detection. */
export const AMENITY_TOPICS: readonly OfflineTopic[] = [
  {
    id: 'acoustics',
    title: 'Sound insulation between units (NCC Part F7)',
    emoji: '🔇',
    keywords: [
      'sound insulation',
      'sound transmission',
      'acoustic',
      'rw + ctr',
      'rw+ctr',
      'ln,w',
      'impact sound',
      'impact noise',
    ],
    hints: ['sound', 'noise', 'rw', 'separating wall', 'discontinuous'],
    summary:
      'In Class 2 and 3 buildings, NCC Volume One Part F7 sets airborne (Rw + Ctr) and impact (Ln,w) sound insulation for walls and floors between sole-occupancy units; Specification 28 lists deemed-to-satisfy constructions.',
    technical: [
      'Identify every wall and floor separating sole-occupancy units, and every wall between a unit and a plant room, lift shaft, stairway, public corridor or the like: each has its own rating in NCC Volume One Part F7.',
      'Choose constructions from **Specification 28** or with laboratory test evidence of the required Rw + Ctr and Ln,w; install them as tested (joints filled, no chased services, resilient fixings).',
      'Service penetrations and pipes serving more than one unit need their own acoustic treatment.',
      'Class 1 attached houses have their own separating-wall requirements in the ABCB Housing Provisions.',
    ],
    facts: [
      {
        label: 'floor ratings',
        keywords: ['floor', 'impact', 'ln,w', 'slab', 'footfall'],
        text: 'A floor separating sole-occupancy units needs **Rw + Ctr of at least 50** for airborne sound and **Ln,w of at most 62** for impact sound (NCC Volume One Part F7).',
      },
      {
        label: 'wall ratings',
        keywords: ['wall', 'party', 'separating', 'discontinuous', 'bathroom', 'kitchen'],
        text: 'A wall separating sole-occupancy units needs **Rw + Ctr of at least 50**; where it separates a habitable room from a bathroom, sanitary compartment, laundry or kitchen in another unit it must also be of discontinuous construction (NCC Volume One Part F7).',
      },
    ],
    tables: [
      {
        caption: 'Sound insulation between sole-occupancy units (NCC 2022 Volume One Part F7)',
        headers: ['Element', 'Airborne', 'Impact'],
        rows: [
          ['Floor between units', 'Rw + Ctr ≥ 50', 'Ln,w ≤ 62'],
          ['Wall between units', 'Rw + Ctr ≥ 50', '-'],
          [
            'Wall: habitable room / wet area or kitchen of another unit',
            'Rw + Ctr ≥ 50',
            'Discontinuous construction',
          ],
          ['Wall: unit / stairway, public corridor, lobby or the like', 'Rw ≥ 50', '-'],
          ['Wall: unit / plant room or lift shaft', 'Rw ≥ 50', 'Discontinuous construction'],
        ],
        keywords: ['rating', 'rw', 'ln,w', 'wall', 'floor', 'table'],
      },
    ],
    checks: [
      'Separating elements and their ratings',
      'Tested or Specification 28 constructions',
      'Penetrations and services',
      'Installation as tested',
    ],
    nextSteps: [
      'Mark every separating wall and floor with its required rating.',
      'Select constructions from Specification 28 or tested systems.',
      'Detail penetrations and service risers.',
      'Engage an acoustic consultant for anything outside the deemed-to-satisfy forms.',
    ],
    references: [
      'NCC 2022 Volume One Part F7 (sound transmission and insulation)',
      'NCC 2022 Volume One Specification 28 (sound insulation of building elements)',
      'AS/NZS ISO 717.1 (rating of sound insulation)',
    ],
  },
  {
    id: 'ventilation',
    title: 'Ventilation and condensation',
    emoji: '🌬️',
    keywords: [
      'ventilation',
      '1668',
      'exhaust fan',
      'exhaust',
      'condensation',
      'mechanical ventilation',
      'outdoor air',
    ],
    hints: ['vent', 'mould', 'air change', 'fan'],
    summary:
      'Rooms are ventilated naturally (openable area of at least 5% of the floor area) or mechanically to AS 1668.2 (NCC Volume One Part F6); condensation management is NCC Part F8 and Housing Provisions Part 10.8.',
    technical: [
      'Natural ventilation needs permanent openings, windows or doors with an openable area of **at least 5% of the floor area** of the room, opening to suitable outdoor air (NCC Volume One Part F6).',
      'Where natural ventilation is not provided, design mechanical ventilation to **AS 1668.2** for acceptable indoor air quality; AS 1668.1 covers fire and smoke control in air-handling systems.',
      'Manage condensation: vapour-permeable sarking or wall wraps where required, and exhaust from wet areas and kitchens discharged outdoors, not into the roof space.',
    ],
    facts: [
      {
        label: 'exhaust rates in houses',
        keywords: ['exhaust', 'fan', 'bathroom', 'kitchen', 'laundry', 'rate', 'l/s'],
        text: 'For houses, the Housing Provisions Part 10.8 call for exhaust of at least 25 L/s from a bathroom or sanitary compartment and 40 L/s from a kitchen or laundry, discharged directly or via a duct to outdoor air.',
      },
    ],
    checks: [
      'Natural ventilation openings (5% of floor area)',
      'Mechanical ventilation design (AS 1668.2)',
      'Exhaust discharge to outdoors',
      'Condensation management',
    ],
    nextSteps: [
      'Check openable areas room by room.',
      'Design mechanical ventilation where openings fall short.',
      'Detail exhaust discharges to outdoors.',
      'Coordinate sarking and roof-space ventilation for condensation.',
    ],
    references: [
      'NCC 2022 Volume One Part F6 (light and ventilation) and Part F8 (condensation management)',
      'ABCB Housing Provisions Part 10.8 (condensation management)',
      'AS 1668.2 Mechanical ventilation in buildings',
      'AS 1668.1 Fire and smoke control in buildings',
    ],
  },
  {
    id: 'glazing',
    title: 'Glazing and human impact safety (AS 1288)',
    emoji: '🪟',
    keywords: [
      '1288',
      'safety glass',
      'safety glazing',
      'human impact',
      'grade a',
      'toughened',
      'laminated glass',
      'shower screen',
      '2047',
      'glass balustrade',
    ],
    hints: ['glass', 'glazing', 'window', 'glazed'],
    summary:
      'Glass is selected and installed to AS 1288 (including human impact safety: Grade A safety glass where people can strike it) and windows to AS 2047.',
    technical: [
      'Select glass type and thickness for wind pressure and for **human impact**: AS 1288 sets where Grade A or Grade B safety glazing is required.',
      'Windows and external glazed doors are specified to **AS 2047** for structural, water penetration and air infiltration performance at the site’s wind classification.',
      'Make glazing that could be mistaken for an opening visible with manifestation (AS 1288).',
    ],
    facts: [
      {
        label: 'where safety glass is required',
        keywords: ['door', 'side panel', 'low-level', 'low level', 'floor', 'bathroom', 'shower', 'where'],
        text: 'AS 1288 requires safety glazing in doors, in side panels next to doors (nearest edge within 300 mm of the opening), in low-level glazing (any part less than 500 mm above the floor) and in bathrooms, with Grade A safety glass for shower screens.',
      },
      {
        label: 'glass balustrades',
        keywords: ['balustrade', 'barrier', 'pool'],
        text: 'Glass in balustrades is designed to AS 1288 (structural balustrades in toughened or toughened laminated safety glass) for the barrier loads of AS/NZS 1170.1.',
      },
    ],
    checks: [
      'Human impact zones',
      'Grade A / B safety glazing',
      'Wind pressure and glass thickness',
      'Window performance to AS 2047',
      'Manifestation',
    ],
    nextSteps: [
      'Mark human impact zones on the elevations.',
      'Schedule glass type and grade per pane.',
      'Specify windows to AS 2047 for the wind classification.',
      'Detail manifestation on full-height glazing.',
    ],
    references: [
      'AS 1288 Glass in buildings: selection and installation',
      'AS 2047 Windows and external glazed doors in buildings',
      'AS/NZS 2208 Safety glazing materials in buildings',
    ],
  },
  {
    id: 'pool-barriers',
    title: 'Swimming pool barriers (AS 1926.1)',
    emoji: '🏊',
    keywords: [
      'pool fence',
      'pool fencing',
      'pool barrier',
      'pool gate',
      '1926',
      'swimming pool',
      'spa pool',
    ],
    hints: ['pool', 'spa', 'non-climbable'],
    summary:
      'Swimming pool and spa barriers follow AS 1926.1, called up by the NCC and state pool safety laws: at least 1200 mm high, non-climbable, with self-closing, self-latching gates.',
    technical: [
      'Check the state pool safety law as well as the NCC: some states add registration, inspection and certificate requirements.',
      'The barrier is **at least 1200 mm** high, with a **900 mm non-climbable zone**, gaps under it and between vertical members of **no more than 100 mm** (AS 1926.1).',
      'Gates open outward from the pool, are **self-closing and self-latching**, with the latch release at least 1500 mm above the ground or shielded (AS 1926.1).',
      'Keep climbable objects (furniture, trees, plant) out of the non-climbable zone around the barrier.',
    ],
    checks: [
      'Barrier height and gaps',
      'Non-climbable zone',
      'Gate closing, latching and swing',
      'State pool safety requirements',
    ],
    nextSteps: [
      'Confirm the state pool safety requirements.',
      'Detail the barrier height, gaps and non-climbable zone.',
      'Specify gate hardware to AS 1926.1.',
      'Book the barrier inspection before filling the pool.',
    ],
    references: [
      'AS 1926.1 Swimming pool safety: safety barriers for swimming pools',
      'NCC 2022 Volume One Part G1 and Volume Two Part H7 (swimming pool access)',
      'State pool safety legislation',
    ],
  },
  {
    id: 'fire-detection',
    title: 'Smoke alarms, detection and sprinklers',
    emoji: '🚨',
    keywords: [
      'smoke alarm',
      'smoke detector',
      'smoke detection',
      '3786',
      '1670',
      'sprinkler',
      '2118',
      'fire detection',
      'fpaa101',
    ],
    hints: ['alarm', 'detector', 'fire safety system', 'effective height'],
    summary:
      'Houses need interconnected smoke alarms to AS 3786; Class 2 to 9 buildings need smoke detection per NCC Specification 20 (AS 1670.1 systems), and sprinklers to AS 2118.1 where Part E1 requires them.',
    technical: [
      'Houses and sole-occupancy units: smoke alarms to **AS 3786**, connected to mains power, on or near the ceiling of every storey and between bedrooms and the rest of the dwelling, interconnected where there is more than one (ABCB Housing Provisions Part 9.5; NCC Volume One Specification 20).',
      'Buildings that need a smoke detection system have it designed to **AS 1670.1** (NCC Volume One Specification 20).',
      'Sprinklers to **AS 2118.1** are required by NCC Volume One Part E1 in buildings with an effective height over 25 m and in other cases by class and size; they also change other fire safety requirements.',
    ],
    facts: [
      {
        label: 'sprinklers in Class 2 and 3 buildings',
        keywords: ['sprinkler', 'class 2', 'class 3', 'apartment', 'storey', 'fpaa101'],
        text: 'Since NCC 2019 Amendment 1, Class 2 and 3 buildings with a rise in storeys of 4 or more and an effective height up to 25 m need sprinklers: AS 2118.1, or the FPAA101D or FPAA101H residential systems; above 25 m sprinklers are required throughout (NCC Volume One Part E1).',
      },
    ],
    checks: [
      'Smoke alarm locations and interconnection',
      'Smoke detection system (AS 1670.1)',
      'Sprinkler triggers (effective height, class, size)',
      'Essential safety measures maintenance',
    ],
    nextSteps: [
      'Lay out smoke alarms room by room.',
      'Confirm whether Part E1 requires sprinklers and which system.',
      'Coordinate the detection and sprinkler design with the fire services engineer.',
      'Plan routine servicing to AS 1851.',
    ],
    references: [
      'AS 3786 Smoke alarms using scattered light, transmitted light or ionization',
      'AS 1670.1 Fire detection, warning, control and intercom systems',
      'AS 2118.1 Automatic fire sprinkler systems',
      'NCC 2022 Volume One Part E1 and Specification 20; ABCB Housing Provisions Part 9.5',
    ],
  },
  {
    id: 'earthquake',
    title: 'Earthquake actions (AS 1170.4)',
    emoji: '🌏',
    keywords: [
      'earthquake',
      'seismic',
      '1170.4',
      'hazard factor',
      'earthquake design category',
      'sub-soil class',
    ],
    hints: ['edc', 'ductility'],
    summary:
      'Earthquake actions in Australia are determined to AS 1170.4 from the hazard factor Z, the sub-soil class and the importance level, which set the earthquake design category (EDC I, II or III).',
    technical: [
      'Read the **hazard factor Z** for the site from AS 1170.4 and classify the **sub-soil** (Ae, Be, Ce, De or Ee).',
      'With the importance level (NCC, AS/NZS 1170.0) and the structure height, find the **earthquake design category**: EDC I allows a simple static check, EDC II an equivalent static analysis, EDC III a dynamic analysis.',
      'Detail the structure and the parts and components (parapets, ceilings, services) for the earthquake actions, not only the main frame.',
    ],
    checks: [
      'Hazard factor Z',
      'Sub-soil class',
      'Importance level',
      'Earthquake design category',
      'Parts and components',
    ],
    nextSteps: [
      'Confirm the importance level with the certifier.',
      'Determine Z, the sub-soil class and the EDC.',
      'Design the structure and its parts for the earthquake actions.',
    ],
    references: [
      'AS 1170.4 Structural design actions: earthquake actions in Australia',
      'AS/NZS 1170.0 Structural design actions: general principles',
    ],
  },
  {
    id: 'egress',
    title: 'Exits, travel distances and emergency lighting',
    emoji: '🚪',
    keywords: [
      'travel distance',
      'egress',
      'number of exits',
      'exit width',
      'path of travel',
      'emergency lighting',
      'exit sign',
      '2293',
      'point of choice',
      'means of escape',
    ],
    hints: ['exit', 'escape', 'evacuat', 'corridor'],
    summary:
      'Escape from Class 2 to 9 buildings is NCC Volume One Part D2: the number of exits, the travel distances to them and their widths; exit signs and emergency lighting follow AS/NZS 2293.1.',
    technical: [
      'Work out the **number of exits** each storey needs from NCC Volume One Part D2 (by class, height and population), then check **travel distances** and **dimensions** of every path of travel.',
      'Exits and paths of travel keep an unobstructed width of **at least 1 m**, more by population (NCC Volume One Part D2).',
      'Provide exit signs and emergency lighting where Part E4 requires them, designed and maintained to **AS/NZS 2293.1**.',
    ],
    facts: [
      {
        label: 'travel distances',
        keywords: ['travel', 'distance', 'how far', '20 m', '40 m', '6 m'],
        text: 'In Class 5 to 9 buildings no point on a floor may be more than **20 m** from an exit or from a point of choice between two exits, and then no more than **40 m** from one of those exits; in Class 2 and 3 buildings the entrance door of a sole-occupancy unit is within **6 m** of an exit or a point of choice (NCC Volume One Part D2, exit travel distances).',
      },
    ],
    checks: [
      'Number of exits per storey',
      'Travel distances',
      'Exit and path widths',
      'Exit signs and emergency lighting (AS/NZS 2293.1)',
    ],
    nextSteps: [
      'Calculate the population of each storey.',
      'Count exits and measure travel distances on the plans.',
      'Check widths along every path of travel.',
      'Lay out exit signs and emergency lighting.',
    ],
    references: [
      'NCC 2022 Volume One Part D2 (provision for escape) and Part E4 (visibility in an emergency, exit signs and warning systems)',
      'AS/NZS 2293.1 Emergency lighting and exit signs for buildings',
    ],
  },
  {
    id: 'room-heights',
    title: 'Ceiling and room heights',
    emoji: '📏',
    keywords: ['ceiling height', 'room height', 'headroom', 'habitable room height'],
    hints: ['ceiling', 'height', 'habitable room'],
    summary:
      'Minimum ceiling heights are set by the NCC (Volume One Part F5, Housing Provisions Part 10.3): 2.4 m for habitable rooms and 2.1 m for non-habitable rooms such as corridors, laundries and bathrooms.',
    technical: [
      'Habitable rooms (living rooms, bedrooms, kitchens in Volume One terms) need a ceiling height of **at least 2.4 m**; corridors, bathrooms, laundries and similar rooms **at least 2.1 m**.',
      'Rooms with sloping ceilings or attics are measured over a set share of the floor area; check the NCC clause for the building class.',
      'Over stairways and ramps, headroom is measured vertically above the nosings and the ramp surface.',
    ],
    checks: ['Room types (habitable or not)', 'Ceiling heights', 'Sloping ceilings', 'Headroom over stairs'],
    nextSteps: [
      'Classify each room as habitable or not.',
      'Check ceiling heights on the sections.',
      'Check headroom over stairs and ramps.',
    ],
    references: [
      'NCC 2022 Volume One Part F5 (room heights)',
      'ABCB Housing Provisions Part 10.3 (room heights)',
    ],
  },
  {
    id: 'termites',
    title: 'Termite management (AS 3660.1)',
    emoji: '🐜',
    keywords: ['termite', 'termite management', 'termite barrier', '3660', 'white ant'],
    hints: ['pest', 'inspection zone'],
    summary:
      'Where subterranean termites are a risk, new buildings with a primary building element susceptible to termites need a termite management system to AS 3660.1 (NCC; Housing Provisions Part 3.4).',
    technical: [
      'Check whether the primary building elements are susceptible to termites and whether the area is one where the NCC requires termite management.',
      'Choose a system to **AS 3660.1**: a physical barrier (graded stone, sheet materials, slab edge exposure) or a chemical soil barrier, with inspection zones kept clear.',
      'Place a durable notice in the electrical meter box naming the system, its date and its inspection and maintenance needs.',
    ],
    checks: [
      'Susceptible primary building elements',
      'System to AS 3660.1',
      'Inspection zones',
      'Durable notice',
    ],
    nextSteps: [
      'Confirm whether termite management is required.',
      'Select and detail the AS 3660.1 system.',
      'Fix the durable notice and hand over maintenance advice.',
    ],
    references: [
      'AS 3660.1 Termite management: new building work',
      'ABCB Housing Provisions Part 3.4 (termite risk management)',
      'NCC 2022 Volume One Part B1 (structural provisions, termite risk)',
    ],
  },
];
