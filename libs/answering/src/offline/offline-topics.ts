/**
 * The offline answerer's built-in guidance: a small, deliberately conservative table of common
 * AU/NZ compliance topics. Each entry points to the governing documents and the checks a
 * practitioner makes; it never pretends to quote clauses it cannot verify.
 */
export interface OfflineTopic {
  id: string;
  title: string;
  emoji: string;
  /** Lower-case words or phrases; the topic with the most matches wins. */
  keywords: readonly string[];
  summary: string;
  technical: readonly string[];
  checks: readonly string[];
  nextSteps: readonly string[];
  references: readonly string[];
}

export const OFFLINE_TOPICS: readonly OfflineTopic[] = [
  {
    id: 'fire-doors',
    title: 'Fire-rated doorsets',
    emoji: '🚪',
    keywords: [
      'fire door',
      'fire-rated',
      'fire rated',
      'doorset',
      'frl',
      'self-closing',
      'smoke seal',
      'class 2',
    ],
    summary:
      'Fire doors are specified by the opening they protect: the required FRL comes from the NCC, the doorset must be tested and installed to AS 1905.1.',
    technical: [
      'Start from NCC Volume One Section C: the building class and type of construction set the fire resistance levels, and the provisions for protection of openings say which doorways need fire doors.',
      'In Class 2 and 3 buildings, doorways from a sole-occupancy unit into a public corridor are typically required to have a self-closing -/60/30 fire door (Type A construction); confirm against the edition of the NCC that applies to your project.',
      "**AS 1905.1** covers the doorset (leaf, frame, hardware and seals) as a tested system: substitutions of hardware or glazing must be covered by the manufacturer's test evidence.",
      'Smoke doors, fire doors on required exits and doors in fire walls each have their own triggers: check each opening separately.',
    ],
    checks: [
      'Building classification and type of construction',
      'Required FRL for each protected opening',
      'Tested doorset certification and installation tag',
      'Self-closing or automatic closing requirement',
    ],
    nextSteps: [
      'Confirm the building class and type of construction.',
      'List every doorway in a fire-resisting element with its required FRL.',
      'Request tested doorset evidence (AS 1905.1) from the supplier.',
      'Plan inspection and tagging before occupancy certification.',
    ],
    references: [
      'NCC Volume One Section C (fire resistance)',
      'AS 1905.1 Fire-resistant doorsets',
      'AS 1851 (routine servicing of fire protection systems)',
    ],
  },
  {
    id: 'roof-drainage',
    title: 'Roof gutter and downpipe sizing',
    emoji: '🌧️',
    keywords: [
      'gutter',
      'downpipe',
      'roof drainage',
      'stormwater',
      '3500.3',
      'box gutter',
      'eaves gutter',
      'rainfall',
    ],
    summary:
      'Gutters and downpipes are sized to AS/NZS 3500.3 from the design rainfall intensity, the catchment area and the gutter type, with overflow provided for rain beyond the design event.',
    technical: [
      'Take the design rainfall intensity for the site from the Bureau of Meteorology IFD data at the annual exceedance probability AS/NZS 3500.3 requires for the gutter type (box gutters are designed for rarer events than eaves gutters).',
      'Work out the catchment area for each downpipe, allowing for roof slope and any wall that sheds water onto the roof.',
      "- Eaves gutters: the standard's charts relate catchment area per downpipe to gutter cross-section.\n- Box gutters: size the gutter, sump and rainwater head together, with an overflow path.",
      'Overflow measures must keep water out of the building when the gutter is overwhelmed.',
    ],
    checks: [
      'Design rainfall intensity and AEP for each gutter type',
      'Catchment area per downpipe',
      'Overflow provisions',
      'Falls and expansion joints',
    ],
    nextSteps: [
      'Obtain the site IFD rainfall data.',
      'Mark catchments and downpipe locations on the roof plan.',
      'Size gutters and downpipes from the AS/NZS 3500.3 method.',
      'Detail overflow provisions and confirm with the plumber.',
    ],
    references: [
      'AS/NZS 3500.3 Stormwater drainage',
      'NCC Volume Three (Plumbing Code of Australia)',
      'BoM design rainfall (IFD) data',
    ],
  },
  {
    id: 'stairs-handrails',
    title: 'Stairs, handrails and balustrades',
    emoji: '🪜',
    keywords: ['stair', 'handrail', 'balustrade', 'riser', 'going', 'landing', 'nosing'],
    summary:
      'Stair geometry, handrails and balustrades come from NCC Part D (Volume One) or the Housing Provisions (Volume Two); handrails are at least 865 mm above the stair nosings.',
    technical: [
      'Handrails are measured vertically from the line of the stair nosings: **at least 865 mm** is the common requirement, continuous where the NCC says so.',
      'Balustrades are required where a fall exceeds 1 m: **at least 1 m** above floors and landings, **865 mm** above nosings on stairs, with openings that do not let a 125 mm sphere through.',
      'Riser and going dimensions must be constant through a flight and fall within the NCC ranges for the building class; check the slip resistance of treads and nosings as well.',
      'Where falls exceed 4 m, climbable elements between 150 mm and 760 mm above the floor are restricted.',
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
      'NCC Volume One Part D (access and egress)',
      'NCC Volume Two / ABCB Housing Provisions',
      'AS 1428.1 where accessible stairs are required',
    ],
  },
  {
    id: 'backflow',
    title: 'Backflow prevention',
    emoji: '🚰',
    keywords: ['backflow', 'cross-connection', 'rpz', 'rpzd', 'double check', '3500.1', 'hazard rating'],
    summary:
      'AS/NZS 3500.1 requires backflow prevention matched to the hazard rating of each cross-connection: individual, zone and containment protection.',
    technical: [
      'Rate each cross-connection as **high, medium or low hazard** using AS/NZS 3500.1; the rating decides the device type.',
      '- High hazard: a reduced pressure zone device (RPZD) or an air gap.\n- Medium hazard: a testable double check valve is typical.\n- Low hazard: non-testable devices may be accepted.',
      'Provide containment protection at the property boundary as the water authority requires, in addition to individual or zone protection inside.',
      'Testable devices must be registered and tested after installation and at least annually by a licensed tester.',
    ],
    checks: [
      'Hazard rating of every cross-connection',
      'Device type per rating',
      'Containment at the boundary',
      'Registration and annual testing',
    ],
    nextSteps: [
      'List every cross-connection on the hydraulic drawings.',
      'Assign hazard ratings and select devices.',
      'Confirm containment requirements with the water authority.',
      'Schedule commissioning tests and registration.',
    ],
    references: [
      'AS/NZS 3500.1 Water services',
      'NCC Volume Three (Plumbing Code of Australia)',
      'Local water authority backflow policy',
    ],
  },
  {
    id: 'wind',
    title: 'Wind classification for housing',
    emoji: '💨',
    keywords: [
      'wind classification',
      'wind class',
      'n1',
      'n2',
      'n3',
      'n4',
      'n5',
      'n6',
      'c1',
      'c2',
      'c3',
      'c4',
      'as 4055',
      '4055',
      'cyclonic',
      'terrain category',
    ],
    summary:
      'For housing, AS 4055 gives the wind classification (N1–N6 non-cyclonic, C1–C4 cyclonic) from region, terrain category, shielding and topography.',
    technical: [
      'Find the **wind region** (A and B non-cyclonic, C and D cyclonic) from the site location.',
      'Assess **terrain category**, **shielding** (full, partial, none) and **topography** (from the slope and position on a hill) for the site.',
      'Combine them in the AS 4055 tables to get the classification: N1–N6 in regions A and B, C1–C4 in regions C and D.',
      'AS 4055 applies to houses within its geometric limits; beyond them use AS/NZS 1170.2.',
    ],
    checks: [
      'Wind region',
      'Terrain category',
      'Shielding class',
      'Topographic class',
      'Building within AS 4055 limits',
    ],
    nextSteps: [
      'Confirm the wind region from the site address.',
      'Inspect the site for terrain, shielding and topography.',
      'Read the classification from the AS 4055 tables.',
      'Pass the classification to the frame and cladding designers.',
    ],
    references: [
      'AS 4055 Wind loads for housing',
      'AS/NZS 1170.2 Wind actions',
      'NCC Volume Two / ABCB Housing Provisions',
    ],
  },
  {
    id: 'waterproofing',
    title: 'Waterproofing wet areas and balconies',
    emoji: '💧',
    keywords: ['waterproof', 'membrane', 'wet area', 'shower', 'balcony', '3740', '4654', 'bathroom'],
    summary:
      'Internal wet areas follow AS 3740 and the NCC; external above-ground membranes (balconies, podiums) follow AS 4654.1 and .2.',
    technical: [
      'Identify each wet area and which surfaces must be waterproof or water resistant under the NCC and **AS 3740**.',
      'For balconies, podiums and planter boxes, design the membrane system to **AS 4654.2**: falls, upturns, terminations and drainage outlets matter as much as the membrane.',
      'Check membrane compatibility with substrates, adhesives and tiles, and the curing time before flood testing.',
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
      'AS 4654.1 and AS 4654.2 external membranes',
      'NCC Part F (health and amenity)',
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
      'thermal',
      'insulation',
      'glazing',
      'r-value',
      'jv3',
    ],
    summary:
      'Commercial energy efficiency is shown by NCC Section J: a deemed-to-satisfy check of fabric, glazing and services, or a performance solution such as modelling.',
    technical: [
      'Choose the compliance pathway early: **deemed-to-satisfy** (fabric, glazing, sealing, HVAC, lighting, hot water and metering provisions) or a **verification method / performance solution** using energy modelling.',
      'Fabric and glazing performance depends on the climate zone; glazing is usually the element that decides the façade design.',
      'Coordinate services provisions (HVAC, lighting power density, controls) with the mechanical and electrical engineers.',
    ],
    checks: ['Climate zone', 'Compliance pathway', 'Fabric and glazing calculations', 'Services provisions'],
    nextSteps: [
      'Confirm the climate zone.',
      'Choose the Section J pathway with the design team.',
      'Run the glazing and fabric calculations.',
      'Coordinate services provisions.',
    ],
    references: ['NCC Volume One Section J', 'ABCB Section J handbooks'],
  },
];

/** What every answer falls back to when no topic matches. */
export const GENERAL_TOPIC: OfflineTopic = {
  id: 'general',
  title: 'Working through an NCC or standards question',
  emoji: '📘',
  keywords: [],
  summary:
    'Start from the building classification and the edition of the NCC that applies, then follow the performance requirement to the deemed-to-satisfy provisions and the referenced Australian Standards.',
  technical: [
    'Confirm the **building classification** and the **NCC edition** that applies to the project (the one in force when the application was lodged, subject to state variations).',
    'Identify the **performance requirement** behind the question, then the deemed-to-satisfy provisions and the Australian or joint AS/NZS Standards they reference.',
    'Check state and territory variations and any local planning conditions that add to the NCC.',
    'Where the deemed-to-satisfy route does not fit, a **performance solution** needs an agreed assessment method and sign-off by the relevant practitioner.',
  ],
  checks: [
    'Building class',
    'NCC edition and state variations',
    'Performance requirement',
    'Referenced standards',
  ],
  nextSteps: [
    'Confirm the building class and NCC edition.',
    'Find the performance requirement and deemed-to-satisfy provisions.',
    'Read the referenced standard clauses.',
    'Record the compliance pathway in the design report.',
  ],
  references: ['National Construction Code (NCC)', 'Referenced Australian and AS/NZS Standards'],
};

/** Picks the topic whose keywords appear most often in the question (ties: table order). */
export function matchTopic(question: string): { topic: OfflineTopic; matches: number } {
  const text = question.toLowerCase();
  let best: { topic: OfflineTopic; matches: number } = { topic: GENERAL_TOPIC, matches: 0 };
  for (const topic of OFFLINE_TOPICS) {
    const matches = topic.keywords.filter((keyword) =>
      new RegExp(`(^|[^a-z0-9])${escape(keyword)}`).test(text),
    ).length;
    if (matches > best.matches) best = { topic, matches };
  }
  return best;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
