import { type OfflineTopic } from './offline-topic';

/** Access, stairs, wet areas and energy: the building fabric a practitioner details. */
export const FABRIC_TOPICS: readonly OfflineTopic[] = [
  {
    id: 'stairs-handrails',
    title: 'Stairs, handrails and balustrades',
    emoji: '🪜',
    keywords: ['stair', 'handrail', 'balustrade', 'riser', 'nosing', '2r+g', 'barrier'],
    hints: ['going', 'landing', 'tread', 'step', 'climbable'],
    summary:
      'Stair geometry, handrails and balustrades come from NCC Volume One Part D3 or the ABCB Housing Provisions Parts 11.2 and 11.3; handrails are at least 865 mm above the stair nosings.',
    technical: [
      'Confirm which NCC volume applies (the building class): Volume One Part D3 for Class 2 to 9 buildings, the ABCB Housing Provisions Parts 11.2 and 11.3 for houses.',
      'Riser and going dimensions must be constant through a flight and fall within the NCC ranges; check the slip resistance of treads and nosings as well.',
      'Where an accessible stair is required, AS 1428.1 adds handrail extensions, tactile indicators and contrasting nosings.',
      'Balustrade and handrail loads are structural actions: design them to AS/NZS 1170.1 with the structural engineer.',
    ],
    facts: [
      {
        label: 'handrail height',
        keywords: ['handrail', 'height', 'rail'],
        text: 'Handrails are measured vertically from the line of the stair nosings: **at least 865 mm**, continuous along the flight where the NCC requires it.',
      },
      {
        label: 'balustrade height and openings',
        keywords: ['balustrade', 'barrier', 'opening', 'sphere', '125', 'fall', 'climb', 'balcony'],
        text: 'A balustrade or other barrier is required where a fall exceeds 1 m: **at least 1 m** above floors and landings and **865 mm** above the nosings of stairs, with openings that do not let a 125 mm sphere through. Where the fall exceeds 4 m, climbable elements between 150 mm and 760 mm above the floor are restricted.',
      },
      {
        label: 'risers and goings',
        keywords: ['riser', 'going', 'tread', '2r', 'dimension', 'geometry', 'number of'],
        text: 'Each flight has between 2 and 18 risers; risers are 115 to 190 mm, goings 250 to 355 mm on public stairs (240 to 355 mm on private stairs) and the slope relationship 2R + G is 550 to 700 mm (NCC Volume One D3D14; Housing Provisions Part 11.2). Open risers must not let a 125 mm sphere pass.',
      },
      {
        label: 'slip resistance',
        keywords: ['slip', '4586', 'wet', 'barefoot'],
        text: 'The NCC sets a minimum slip-resistance classification, dry and wet, for stair treads, nosings, landings and ramps (NCC Volume One Part D3; Housing Provisions Part 11.2), tested to **AS 4586**; for wet barefoot areas such as change rooms and pool concourses, specify from the Standards Australia handbook HB 198.',
      },
    ],
    tables: [
      {
        caption: 'Riser and going dimensions (NCC 2022 Volume One Table D3D14)',
        headers: ['Stairway', 'Riser (R)', 'Going (G)', '2R + G'],
        rows: [
          ['Public', '115 to 190 mm', '250 to 355 mm', '550 to 700 mm'],
          ['Private', '115 to 190 mm', '240 to 355 mm', '550 to 700 mm'],
        ],
        keywords: ['riser', 'going', 'tread', 'dimension', '2r', 'table'],
      },
    ],
    checks: [
      'Riser, going and 2R+G within range',
      'Handrail height and continuity',
      'Balustrade height, openings and climbability',
      'Slip resistance of treads',
    ],
    nextSteps: [
      'Confirm which NCC volume applies (building class).',
      'Check riser and going dimensions through each flight.',
      'Detail handrail and balustrade heights and openings.',
      'Specify slip-resistance classification for treads.',
    ],
    references: [
      'NCC 2022 Volume One Part D3 (D3D14 goings and risers; barriers and handrails)',
      'ABCB Housing Provisions Parts 11.2 (stairway construction) and 11.3 (barriers and handrails)',
      'AS 1428.1 where accessible stairs are required',
      'AS 4586 Slip resistance classification of new pedestrian surface materials; SA HB 198 (specifying slip resistance)',
      'AS/NZS 1170.1 (imposed actions on barriers)',
    ],
  },
  {
    id: 'access',
    title: 'Access for people with a disability',
    emoji: '♿',
    keywords: [
      '1428',
      'accessible',
      'accessibility',
      'disability',
      'wheelchair',
      'premises standard',
      'tactile',
      'kerb ramp',
      'step ramp',
    ],
    hints: ['ramp', 'access', 'circulation space', 'gradient', 'dda'],
    summary:
      'Access for people with a disability is required by NCC Volume One Part D4 and the Disability (Access to Premises — Buildings) Standards 2010, which call up AS 1428.1 for the design of accessways, ramps, doors and sanitary facilities.',
    technical: [
      'Find which parts of the building must be accessible from NCC Volume One Part D4 (by building class), then design those parts to **AS 1428.1**.',
      'Provide a continuous **accessway** from the allotment boundary and parking to the entrance and through the accessible parts, without steps.',
      'Doorways on the accessway need a clear opening of at least 850 mm and circulation space at the latch side; turning a wheelchair through 180° needs a space 2070 mm long by 1540 mm wide (AS 1428.1).',
      'Accessible sanitary facilities, tactile ground surface indicators (AS/NZS 1428.4.1) and signage complete the route.',
    ],
    facts: [
      {
        label: 'ramp gradients',
        keywords: ['ramp', 'gradient', 'slope', 'fall', '1:14', '1:20', 'landing'],
        text: 'Under AS 1428.1 a walkway is no steeper than 1:20, a ramp no steeper than 1:14 (with landings at most 9 m apart at 1:14), a step ramp no steeper than 1:10 and a kerb ramp no steeper than 1:8.',
      },
      {
        label: 'door clearances',
        keywords: ['door', 'doorway', 'opening', 'width', 'clear'],
        text: 'Doorways on an accessible path have a clear opening width of at least **850 mm** and a luminance contrast between the door and its surround (AS 1428.1).',
      },
    ],
    tables: [
      {
        caption: 'Maximum gradients on an accessway (AS 1428.1)',
        headers: ['Element', 'Maximum gradient', 'Length limit'],
        rows: [
          ['Walkway', '1:20', 'Landings at intervals by gradient'],
          ['Ramp', '1:14', 'Landings at most 9 m apart at 1:14'],
          ['Step ramp', '1:10', 'At most 1900 mm long, 190 mm rise'],
          ['Kerb ramp', '1:8', 'At most 1520 mm long, 190 mm rise'],
        ],
        keywords: ['ramp', 'gradient', 'slope', 'walkway', 'table'],
      },
    ],
    checks: [
      'Parts required to be accessible (NCC Part D4)',
      'Continuous accessway without steps',
      'Ramp and walkway gradients and landings',
      'Door clear openings and circulation spaces',
      'Accessible sanitary facilities and tactile indicators',
    ],
    nextSteps: [
      'Map the accessways required by NCC Part D4.',
      'Check gradients, door widths and circulation spaces against AS 1428.1.',
      'Detail accessible sanitary facilities.',
      'Engage an access consultant for a compliance report.',
    ],
    references: [
      'NCC 2022 Volume One Part D4 (access for people with a disability)',
      'Disability (Access to Premises — Buildings) Standards 2010',
      'AS 1428.1 Design for access and mobility: general requirements',
      'AS/NZS 1428.4.1 Tactile ground surface indicators',
    ],
  },
  {
    id: 'waterproofing',
    title: 'Waterproofing wet areas and balconies',
    emoji: '💧',
    keywords: ['waterproof', 'wet area', '3740', '4654', 'shower', 'bathroom', 'laundry'],
    hints: ['membrane', 'balcony', 'tiling', 'floor waste', 'upturn', 'flood test'],
    summary:
      'Internal wet areas follow AS 3740 and the NCC; external above-ground membranes (balconies, podiums) follow AS 4654.1 and .2.',
    technical: [
      'Identify each wet area and which surfaces must be waterproof or water resistant under the NCC (Volume One Part F2, Housing Provisions Part 10.2) and **AS 3740**.',
      'Check membrane compatibility with substrates, adhesives and tiles, and the curing time before flood testing.',
      'For balconies, podiums and planter boxes, design the membrane system to **AS 4654.2**: falls, upturns, terminations and drainage outlets matter as much as the membrane.',
      'Record the membrane product, its certification and the installer’s compliance certificate for the occupancy documentation.',
    ],
    facts: [
      {
        label: 'shower floor falls',
        keywords: ['fall', 'gradient', 'slope', 'grade', 'graded', 'drain', 'waste', 'pond'],
        text: 'Shower floors fall to the waste: AS 3740 (2004, informative appendix) recommends **1:60 to 1:80**, and the NCC 2022 Housing Provisions Part 10.2 set a continuous fall of **at least 1:80 and at most 1:50** for the shower floor; the rest of a wet-area floor with a waste must not pond. The membrane under a bedded floor follows the same falls, so water that passes the tiles still reaches the waste.',
      },
      {
        label: 'shower and wall membrane extent',
        keywords: ['extent', 'wall', 'height', 'upturn', 'how high', 'area to', 'where'],
        text: 'AS 3740 and the NCC wet-area tables set, zone by zone, which surfaces are waterproof and which water resistant, and to what height: the shower floor is waterproof, shower walls are protected to the height the table of the edition in force sets, and floor-wall junctions get membrane upturns.',
      },
      {
        label: 'balcony membranes',
        keywords: ['balcon', 'podium', 'planter', 'external', 'roof deck', '4654'],
        text: 'External above-ground membranes are designed to **AS 4654.2** (falls, upturns, terminations, outlets and overflows) using materials meeting **AS 4654.1**.',
      },
    ],
    tables: [
      {
        caption: 'Wet-area floor falls to the waste',
        headers: ['Area', 'Fall', 'Source'],
        rows: [
          ['Shower floor', '1:60 to 1:80 recommended', 'AS 3740-2004, informative appendix'],
          ['Shower floor (houses)', 'At least 1:80, at most 1:50', 'NCC 2022 Housing Provisions Part 10.2'],
          [
            'Rest of a wet-area floor with a waste',
            'Falls so water does not pond',
            'AS 3740; NCC Part F2 / Part 10.2',
          ],
        ],
        keywords: ['fall', 'gradient', 'slope', 'grade', 'table'],
      },
    ],
    checks: [
      'Wet-area zones and surfaces',
      'Falls to outlets',
      'Upturns and terminations',
      'Membrane compatibility and certification',
    ],
    nextSteps: [
      'Mark wet-area zones on the plans.',
      'Detail falls, upturns and outlets.',
      'Specify a compatible membrane system.',
      'Plan flood testing and certification.',
    ],
    references: [
      'AS 3740 Waterproofing of domestic wet areas',
      'AS 4654.1 and AS 4654.2 Waterproofing membranes for external above-ground use',
      'NCC 2022 Volume One Part F2 and ABCB Housing Provisions Part 10.2 (wet areas)',
    ],
  },
  {
    id: 'energy',
    title: 'Energy efficiency (NCC Section J)',
    emoji: '⚡',
    keywords: [
      'section j',
      'energy efficiency',
      'nabers',
      'nathers',
      'j1v3',
      'jv3',
      'r-value',
      'thermal performance',
    ],
    hints: ['energy', 'insulation', 'glazing', 'thermal', 'climate zone'],
    summary:
      'Commercial energy efficiency is shown by NCC Section J: a deemed-to-satisfy check of fabric, glazing and services, or a performance solution such as modelling.',
    technical: [
      'Choose the compliance pathway early: **deemed-to-satisfy** (fabric, glazing, sealing, HVAC, lighting, hot water and metering provisions) or a **verification method / performance solution** using energy modelling.',
      'Fabric and glazing performance depends on the climate zone; glazing is usually the element that decides the façade design.',
      'Coordinate services provisions (HVAC, lighting power density, controls) with the mechanical and electrical engineers.',
      'For houses, the Housing Provisions and NatHERS ratings (7 stars under NCC 2022, where adopted) take the place of Section J.',
    ],
    facts: [
      {
        label: 'insulation R-values',
        keywords: ['insulation', 'r-value', 'r value', 'roof', 'wall', 'ceiling'],
        text: 'Required total R-values for roofs, walls and floors depend on the climate zone and the direction of heat flow: read them from NCC Volume One Part J4 (or the Housing Provisions Part 13 for houses) for the project’s climate zone.',
      },
    ],
    checks: ['Climate zone', 'Compliance pathway', 'Fabric and glazing calculations', 'Services provisions'],
    nextSteps: [
      'Confirm the climate zone.',
      'Choose the Section J pathway with the design team.',
      'Run the glazing and fabric calculations.',
      'Coordinate services provisions.',
    ],
    references: [
      'NCC 2022 Volume One Section J (energy efficiency)',
      'ABCB Housing Provisions Part 13 and NatHERS',
      'ABCB Section J handbooks',
    ],
  },
];
