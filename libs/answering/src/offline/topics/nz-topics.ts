import { type OfflineTopic } from './offline-topic';

/**
 * New Zealand: the Building Code (Schedule 1 of the Building Regulations 1992, under the Building
 * Act 2004) and the acceptable solutions and verification methods MBIE publishes for its clauses
 * (building.govt.nz), with the Standards New Zealand documents they cite. Used only for a question
 * placed in New Zealand (jurisdiction.ts), so none of these names the Australian NCC, and no
 * Australian topic answers a New Zealand question. Figures are only those the clause or a cited
 * document states plainly; everything else is named by document for the reader to look up.
 */
const MBIE_CLAUSES =
  'New Zealand Building Code (Building Regulations 1992, Schedule 1): MBIE, building.govt.nz';

export const NZ_TOPICS: readonly OfflineTopic[] = [
  {
    id: 'nz-timber-framing',
    jurisdictions: ['NZ'],
    title: 'Timber-framed buildings (NZS 3604)',
    emoji: '🪵',
    keywords: [
      '3604',
      'timber fram',
      'timber-fram',
      'light timber',
      'bracing',
      'lintel',
      'good ground',
      'wind zone',
      'earthquake zone',
      'bearer',
      'joist',
      'subfloor',
    ],
    hints: ['timber', 'framing', 'frame', 'house', 'b1'],
    summary:
      'Light timber-framed buildings within its scope are built to NZS 3604 Timber-framed buildings, which acceptable solution B1/AS1 cites for Building Code clause B1 Structure; timber treatment for clause B2 Durability follows NZS 3602.',
    technical: [
      'Check the building is within the scope of **NZS 3604** (its limits on height, floor loads, wind zone, earthquake zone, snow load and good ground): within it, NZS 3604 is cited by acceptable solution **B1/AS1** for Building Code clause **B1 Structure**.',
      "Determine the site's **wind zone** and **earthquake zone** as NZS 3604 sets them, then design the bracing: the demand from the standard's tables, the capacity from bracing elements whose ratings come from testing.",
      "Specify timber treatment to **NZS 3602** (cited by B2/AS1 for clause **B2 Durability**) for each location of framing and cladding, and fixings suited to the site's exposure zone in NZS 3604.",
      'Anything outside NZS 3604 (longer spans, heavier loads, larger or taller buildings, ground that is not good ground) needs **specific engineering design** to the standards cited in verification method B1/VM1.',
    ],
    facts: [
      {
        label: 'wind zone',
        keywords: ['wind zone', 'wind'],
        text: "NZS 3604 sets a site's **wind zone** (low, medium, high, very high or extra high) from its wind region, ground roughness, site exposure and topography; a site beyond extra high needs specific engineering design.",
      },
      {
        label: 'restricted building work',
        keywords: ['restricted building work', 'lbp', 'licensed building', 'who can', 'builder'],
        text: "Design and construction of a house's primary structure and external moisture management is **restricted building work** under the Building Act 2004: it must be carried out or supervised by licensed building practitioners.",
      },
      {
        label: 'good ground and foundations',
        keywords: ['good ground', 'foundation', 'ground', 'soil', 'geotech'],
        text: 'NZS 3604 foundations assume **good ground** as the standard defines it; where that is not confirmed (soft or expansive soils, uncontrolled fill, ground prone to liquefaction) the foundations need specific engineering design, for which verification method B1/VM4 covers foundations.',
      },
    ],
    checks: [
      'Building within the scope of NZS 3604',
      'Wind zone and earthquake zone',
      'Bracing demand and capacity',
      'Timber treatment (NZS 3602) and fixing durability',
      'Good ground, or specific engineering design',
    ],
    nextSteps: [
      'Confirm the building is within the scope of NZS 3604.',
      'Determine the wind zone and earthquake zone for the site.',
      'Calculate the bracing demand and lay out the bracing elements.',
      'Specify treatment levels and fixings for each exposure.',
    ],
    references: [
      'NZS 3604 Timber-framed buildings (Standards New Zealand), cited by acceptable solution B1/AS1',
      `Clauses B1 Structure and B2 Durability, ${MBIE_CLAUSES}`,
      'NZS 3602 Timber and wood-based products for use in building, cited by B2/AS1',
      'Building Act 2004 (legislation.govt.nz): restricted building work',
    ],
  },
  {
    id: 'nz-external-moisture',
    jurisdictions: ['NZ'],
    title: 'External moisture and weathertightness (clause E2)',
    emoji: '🌧️',
    keywords: [
      'e2/as1',
      'e2/vm1',
      'external moisture',
      'weathertight',
      'cladding',
      'weatherboard',
      'flashing',
      'drained cavity',
      'cavity',
      'risk matrix',
      'deck',
      'balcon',
    ],
    hints: ['e2', 'roof', 'window', 'joinery', 'leaky', 'membrane'],
    summary:
      "Building Code clause E2 External moisture requires the building envelope to keep water out; acceptable solution E2/AS1 sets out claddings, flashings and cavities by each façade's weathertightness risk score, and verification method E2/VM1 shows compliance by testing.",
    technical: [
      'Score each façade with the **E2/AS1 risk matrix** (wind zone, number of storeys, roof/wall intersection design, eaves width, envelope complexity and deck design): the risk score decides whether a cladding may be fixed directly to the framing or needs a **drained and vented cavity**.',
      'Use the cladding, flashing and junction details of **E2/AS1** within its scope; a cladding outside it is usually shown to comply as an alternative solution, with a product appraisal or CodeMark certificate, or by testing under **E2/VM1**.',
      'Detail the junctions first: window and door head, jamb and sill flashings, roof-to-wall junctions, penetrations and decks are where water gets in.',
      'Claddings must also meet clause **B2 Durability**, which expects at least 15 years for elements that are moderately difficult to access or replace: check the cladding, its fixings and flashings for the exposure.',
    ],
    facts: [
      {
        label: 'timber weatherboards',
        keywords: ['weatherboard', 'bevel', 'timber cladding'],
        text: 'E2/AS1 covers timber weatherboards, direct-fixed or over a drained cavity as the risk score requires; the treatment of exterior timber follows NZS 3602 (cited by B2/AS1).',
      },
      {
        label: 'decks',
        keywords: ['deck', 'balcon', 'membrane'],
        text: 'Decks are part of the E2/AS1 risk assessment: a **slatted timber deck** kept clear of the wall lets water drain through, while an **enclosed deck** over a living space relies on a membrane, falls and outlets and scores as a higher weathertightness risk.',
      },
    ],
    checks: [
      'Risk score of each façade (E2/AS1 risk matrix)',
      'Direct-fixed cladding or drained cavity',
      'Window, door and roof-to-wall flashings',
      'Deck design and membranes',
      'Durability of cladding and fixings (clause B2)',
    ],
    nextSteps: [
      'Score each façade with the E2/AS1 risk matrix.',
      'Choose the cladding system and cavity for the score.',
      'Detail flashings at windows, doors, roof junctions and decks.',
      'Gather the compliance evidence for any proprietary cladding.',
    ],
    references: [
      `Clause E2 External moisture, ${MBIE_CLAUSES}`,
      'Acceptable solution E2/AS1 and verification method E2/VM1 (MBIE, building.govt.nz)',
      'Clause B2 Durability and B2/AS1; NZS 3602 for timber treatment (Standards New Zealand)',
    ],
  },
  {
    id: 'nz-internal-moisture',
    jurisdictions: ['NZ'],
    title: 'Wet areas and internal moisture (clause E3)',
    emoji: '🚿',
    keywords: [
      'e3/as1',
      'internal moisture',
      'wet area',
      'bathroom',
      'shower',
      'waterproof',
      'level-entry',
      'level entry',
      'tanking',
      'laundry',
      'ensuite',
    ],
    hints: ['e3', 'membrane', 'floor', 'tiling', 'tile'],
    summary:
      'Building Code clause E3 Internal moisture covers wet areas: floors of spaces with sanitary fixtures and surfaces likely to be splashed must be impervious and easily cleaned, and overflow water must not damage the building; acceptable solution E3/AS1 gives the details.',
    technical: [
      'Under clause **E3 Internal moisture**, floors of spaces with sanitary fixtures must be impervious and easily cleaned, and surfaces likely to be splashed must be impervious and stop water getting behind linings or into concealed spaces.',
      "Use **E3/AS1** for the wet-area construction it covers and **E3/AS2** for internal wet-area membrane systems (tiled showers and floors over a membrane); for a system outside them, the building consent authority expects evidence such as a product appraisal or CodeMark certificate and the installer's producer statement.",
      'Plan for overflow: clause E3 also requires free water from an accidental overflow of a sanitary fixture to be disposed of without damage to the household unit or other property, which matters most in multi-unit buildings.',
      'Provide the ventilation and thermal resistance that keep bathrooms and habitable spaces free of condensation and fungal growth (clause E3, with clause G4 Ventilation).',
    ],
    facts: [
      {
        label: 'membranes and tiled showers',
        keywords: ['membrane', 'tanking', 'tile', 'tiling', 'level-entry', 'level entry'],
        text: "Tiled showers and level-entry showers depend on a membrane system and falls to the waste: acceptable solution **E3/AS2** covers internal wet-area membrane systems; outside it, show compliance with the system's appraisal or CodeMark certificate and the installer's producer statement.",
      },
    ],
    checks: [
      'Impervious, easily cleaned floors and splash zones',
      'Water kept out of linings and concealed spaces',
      'Overflow disposal',
      'Ventilation and condensation',
      'Membrane system (E3/AS2) or its evidence',
    ],
    nextSteps: [
      'Mark the wet areas and splash zones on the plans.',
      'Choose E3/AS1 and E3/AS2 details or a membrane system with compliance evidence.',
      'Detail overflow, falls and waste outlets.',
      'Specify ventilation for each wet area.',
    ],
    references: [
      `Clause E3 Internal moisture, ${MBIE_CLAUSES}`,
      'Acceptable solutions E3/AS1 and E3/AS2 Internal wet-area membrane systems (MBIE, building.govt.nz)',
      'Clause G4 Ventilation',
    ],
  },
  {
    id: 'nz-earthquake',
    jurisdictions: ['NZ'],
    title: 'Earthquake actions in New Zealand (NZS 1170.5)',
    emoji: '🌏',
    keywords: ['1170.5', 'earthquake', 'seismic', 'ductility', 'hazard factor'],
    hints: ['b1', 'structure', 'importance level', 'liquefaction'],
    summary:
      'Earthquake actions for specific engineering design in New Zealand come from NZS 1170.5, with AS/NZS 1170.0 for importance levels and combinations, both cited by verification method B1/VM1 for Building Code clause B1 Structure.',
    technical: [
      'Set the **importance level** of the building under **AS/NZS 1170.0**: it fixes the annual probability of exceedance of the design earthquake.',
      "Determine the site's **hazard factor** and **site subsoil class** (A to E) and the structure's period and ductility, then derive the design actions with **NZS 1170.5**.",
      'Sites close to the major active faults NZS 1170.5 lists also get a near-fault factor; check the current B1/VM1 citation and any seismic hazard guidance MBIE has issued since.',
      'Design the materials to the standards B1/VM1 cites (NZS 3101 concrete, NZS 3404 steel, NZS 4230 masonry), with the capacity design and detailing they require for the ductility assumed.',
    ],
    checks: [
      'Importance level (AS/NZS 1170.0)',
      'Hazard factor, near-fault factor and site subsoil class',
      'Ductility and structural form',
      'Material standard detailing',
    ],
    nextSteps: [
      'Confirm the importance level with the client and the building consent authority.',
      'Obtain the site subsoil class from the geotechnical engineer.',
      'Derive the earthquake actions to NZS 1170.5.',
      'Detail members to the material standards for the assumed ductility.',
    ],
    references: [
      'NZS 1170.5 Structural design actions, Part 5: Earthquake actions, New Zealand (Standards New Zealand)',
      'AS/NZS 1170.0 Structural design actions, Part 0: General principles',
      `Clause B1 Structure and verification method B1/VM1, ${MBIE_CLAUSES}`,
    ],
  },
  {
    id: 'nz-structural-design',
    jurisdictions: ['NZ'],
    title: 'Structural design standards in New Zealand (clause B1)',
    emoji: '🏗️',
    keywords: [
      '3101',
      '3109',
      '3404',
      '4230',
      'b1/vm1',
      'reinforced concrete',
      'concrete',
      'steel',
      'masonry',
      'specific engineering design',
    ],
    hints: ['structure', 'structural', 'beam', 'column', 'b1'],
    summary:
      'Specific engineering design in New Zealand follows verification method B1/VM1 for Building Code clause B1 Structure: the AS/NZS 1170 series and NZS 1170.5 for actions, and material standards such as NZS 3101 for concrete, NZS 3404 for steel and NZS 4230 for masonry.',
    technical: [
      'Take the actions from the standards B1/VM1 cites: AS/NZS 1170.0 (general principles and importance level), AS/NZS 1170.1 (permanent and imposed actions), AS/NZS 1170.2 (wind), AS/NZS 1170.3 (snow and ice) and NZS 1170.5 (earthquake).',
      'Design concrete to **NZS 3101** Concrete structures standard, including durability for the exposure classification of each member, and build it to **NZS 3109** Concrete construction.',
      'Design steel to **NZS 3404** Steel structures standard and reinforced masonry to **NZS 4230**; verification method B1/VM4 covers foundations.',
      'Check how B1/VM1 cites each standard (edition and any modifications) and the producer statements the building consent authority expects for design and construction review.',
    ],
    facts: [
      {
        label: 'concrete durability',
        keywords: ['cover', 'durability', 'exposure', 'coastal'],
        text: 'Concrete cover and the other durability requirements of **NZS 3101** follow the exposure classification of each member, including its distance from the coast; clause B2 Durability expects the structure to last at least 50 years.',
      },
    ],
    tables: [
      {
        caption: 'Structural standards cited by B1/VM1 and B1/AS1 (check the current citations)',
        headers: ['Design for', 'Standard'],
        rows: [
          ['General principles, importance level', 'AS/NZS 1170.0'],
          ['Permanent and imposed actions', 'AS/NZS 1170.1'],
          ['Wind actions', 'AS/NZS 1170.2'],
          ['Snow and ice actions', 'AS/NZS 1170.3'],
          ['Earthquake actions', 'NZS 1170.5'],
          ['Concrete structures', 'NZS 3101'],
          ['Steel structures', 'NZS 3404'],
          ['Reinforced concrete masonry', 'NZS 4230'],
          ['Light timber framing (B1/AS1)', 'NZS 3604'],
        ],
        keywords: ['standard', 'table', 'which'],
      },
    ],
    checks: [
      'Importance level and design actions',
      'Material standard and edition cited by B1/VM1',
      'Durability for the exposure (clause B2)',
      'Producer statements for design and construction',
    ],
    nextSteps: [
      'Confirm the importance level and design actions.',
      'Design each material to the standard B1/VM1 cites.',
      'Check durability and cover for the exposure.',
      'Agree the producer statements with the building consent authority.',
    ],
    references: [
      `Clause B1 Structure, verification method B1/VM1 and acceptable solution B1/AS1, ${MBIE_CLAUSES}`,
      'NZS 3101 Concrete structures standard; NZS 3109 Concrete construction; NZS 3404 Steel structures standard; NZS 4230 Design of reinforced concrete masonry structures (Standards New Zealand)',
      'AS/NZS 1170 series and NZS 1170.5 Structural design actions',
    ],
  },
  {
    id: 'nz-energy',
    jurisdictions: ['NZ'],
    title: 'Energy efficiency in New Zealand (clause H1)',
    emoji: '⚡',
    keywords: [
      'h1/as',
      'h1/vm',
      'energy efficiency',
      'thermal performance',
      'insulation',
      'r-value',
      'climate zone',
      'thermal envelope',
      '4243',
    ],
    hints: ['thermal', 'energy', 'heating', 'h1', 'glazing'],
    summary:
      'Building Code clause H1 Energy efficiency is met for housing and other buildings with up to 300 m² of occupied space with H1/AS1 or H1/VM1, and for larger buildings other than housing with H1/AS2 or H1/VM2, using the climate zone of the site.',
    technical: [
      'Confirm which documents apply: **H1/AS1** and **H1/VM1** for housing and other buildings with up to 300 m² of occupied space, **H1/AS2** and **H1/VM2** for larger buildings other than housing (most schools and offices); a building with curtain walling uses the verification method.',
      "Find the site's **climate zone** in the H1 documents (they divide New Zealand into six) and the construction R-values they set for roof, walls, floor and windows in it.",
      'Choose the method: the **calculation method** of H1/AS1 or H1/AS2 (trading elements off against a reference building; the editions in force from November 2025 no longer have a schedule method) or the **modelling method** of H1/VM1 or H1/VM2.',
      'For larger buildings clause H1 also covers HVAC systems and artificial lighting, so bring the mechanical and lighting designers into the compliance approach early.',
    ],
    checks: [
      'H1/AS1 and H1/VM1, or H1/AS2 and H1/VM2 (300 m²)',
      'Climate zone',
      'Calculation or modelling method',
      'HVAC and lighting for larger buildings',
    ],
    nextSteps: [
      'Confirm the floor area and the H1 documents that apply.',
      'Find the climate zone and the R-values it requires.',
      'Choose the calculation or modelling method.',
      'Coordinate HVAC and lighting where clause H1 covers them.',
    ],
    references: [
      `Clause H1 Energy efficiency, ${MBIE_CLAUSES}`,
      'Acceptable solutions H1/AS1 (sixth edition) and H1/AS2 (second edition), valid from 27 November 2025, and verification methods H1/VM1 and H1/VM2 (MBIE, building.govt.nz; codehub.building.govt.nz)',
      'NZS 4243 Energy efficiency, Large buildings (Standards New Zealand), as the H1 documents cite it',
    ],
  },
  {
    id: 'nz-safety-from-falling',
    jurisdictions: ['NZ'],
    title: 'Safety from falling (clause F4)',
    emoji: '🧗',
    keywords: ['f4/as1', 'safety from falling', 'barrier', 'balustrade', 'fall from', 'guard'],
    hints: ['f4', 'deck', 'balcon', 'window', 'stair', 'climb'],
    summary:
      'Building Code clause F4 Safety from falling requires a barrier where people could fall 1 m or more; acceptable solution F4/AS1 sets barrier heights, openings and limits on climbable features, and the barrier is designed for its loads under clause B1 Structure.',
    technical: [
      'Provide a barrier wherever people could fall **1 m or more** from an opening in the external envelope or a floor, or from a sudden change of level (clause **F4**).',
      'Take the barrier height, the size of openings and the limits on footholds (where children under six are likely to be) from acceptable solution **F4/AS1**.',
      'Design the barrier and its fixings for the loads in **AS/NZS 1170.1** under clause **B1 Structure**; glass in barriers must also meet clause F2 Hazardous building materials (NZS 4223.3 human impact safety).',
      'On a timber deck, fix barrier posts to framing detailed for those loads, and keep the deck and barrier details consistent with clause E2 where they meet the house.',
    ],
    checks: [
      'Falls of 1 m or more identified',
      'Barrier height and openings (F4/AS1)',
      'No footholds where children are likely',
      'Barrier loads and fixings (B1, AS/NZS 1170.1)',
      'Glass in barriers (F2)',
    ],
    nextSteps: [
      'Mark every edge where a fall is 1 m or more.',
      'Detail barrier heights and openings to F4/AS1.',
      'Have the barrier and its fixings designed for the loads.',
      'Specify safety glass where barriers are glazed.',
    ],
    references: [
      `Clause F4 Safety from falling and acceptable solution F4/AS1, ${MBIE_CLAUSES}`,
      'Clause B1 Structure; AS/NZS 1170.1 (imposed actions on barriers)',
      'Clause F2 Hazardous building materials; NZS 4223.3 Glazing in buildings, human impact safety (Standards New Zealand)',
    ],
  },
  {
    id: 'nz-access-routes',
    jurisdictions: ['NZ'],
    title: 'Stairs, ramps and access routes (clause D1)',
    emoji: '🪜',
    keywords: [
      'd1/as1',
      'access route',
      'stair',
      'handrail',
      'ramp',
      'riser',
      'nosing',
      '4121',
      'accessible',
      'slip',
    ],
    hints: ['d1', 'step', 'landing', 'tread', 'going', 'disabilit'],
    summary:
      'Building Code clause D1 Access routes covers stairs, ramps, handrails and accessible routes; acceptable solution D1/AS1 gives their geometry and details, and cites NZS 4121 for access for people with disabilities.',
    technical: [
      "Take the stair geometry (rise, going, pitch), landings and handrails from acceptable solution **D1/AS1** for the stair's category (private stairs in a house differ from common and accessible stairs).",
      'Where people with disabilities must be provided for (clause D1, and section 118 of the Building Act 2004), design accessible routes, ramps and stairs to D1/AS1 and **NZS 4121** Design for access and mobility.',
      'Specify slip-resistant surfaces for access routes, stairs and ramps as D1/AS1 requires, especially where they can get wet.',
      'Where the edge of a stair, ramp or landing has a fall of 1 m or more, clause F4 Safety from falling also requires a barrier.',
    ],
    checks: [
      'Stair category and geometry (D1/AS1)',
      'Handrails and landings',
      'Accessible routes (NZS 4121)',
      'Slip resistance',
      'Barriers where a fall is 1 m or more (F4)',
    ],
    nextSteps: [
      'Confirm the category of each stair and ramp in D1/AS1.',
      'Detail geometry, landings and handrails to D1/AS1.',
      'Check the accessible routes against NZS 4121.',
      'Add barriers to F4/AS1 where a fall is 1 m or more.',
    ],
    references: [
      `Clause D1 Access routes and acceptable solution D1/AS1, ${MBIE_CLAUSES}`,
      'NZS 4121 Design for access and mobility: buildings and associated facilities (Standards New Zealand)',
      'Building Act 2004 (legislation.govt.nz), section 118 (access for people with disabilities)',
    ],
  },
];

/**
 * Topics whose guidance holds on both sides of the Tasman: a joint AS/NZS standard, with each
 * country's approvals named. They name neither the NCC nor a New Zealand acceptable solution as
 * the answer, so a question that does not say where it is gets a right answer either way.
 */
export const SHARED_TOPICS: readonly OfflineTopic[] = [
  {
    id: 'onsite-wastewater',
    jurisdictions: ['AU', 'NZ'],
    title: 'On-site wastewater systems (AS/NZS 1547)',
    emoji: '🚰',
    keywords: [
      '1547',
      'wastewater',
      'waste water',
      'septic',
      'effluent',
      'on-site sewage',
      'land application',
    ],
    hints: ['sewage', 'treatment plant', 'trench', 'disposal'],
    summary:
      'On-site domestic wastewater systems in Australia and New Zealand are designed to AS/NZS 1547 On-site domestic wastewater management, from a site and soil evaluation, with the approval of the local regulator.',
    technical: [
      'Start with a **site and soil evaluation** under **AS/NZS 1547**: soil category, slope, groundwater, setbacks from bores, waterways and boundaries, and the area available for land application.',
      'Estimate the design flow from the occupancy and water use, then choose the treatment (septic tank or secondary treatment) and the land application system (trenches, beds or irrigation) the soil can accept.',
      "Approvals differ by country: in New Zealand the system is building work under Building Code clause **G13 Foul water**, and the regional council's rules decide whether the discharge needs a resource consent; in Australia, state or territory legislation and the local council govern the approval.",
      'AS/NZS 1547 is for domestic wastewater: process or animal wastes from a farm building are not domestic wastewater and need their own design and the regulator’s agreement.',
    ],
    checks: [
      'Site and soil evaluation',
      'Design flow and treatment',
      'Land application area and setbacks',
      'Approvals (council, regional council)',
    ],
    nextSteps: [
      'Commission a site and soil evaluation to AS/NZS 1547.',
      'Estimate the design flow and select the treatment.',
      'Size the land application area and check setbacks.',
      'Confirm the approvals the council or regional council requires.',
    ],
    references: [
      'AS/NZS 1547 On-site domestic wastewater management (Standards Australia; Standards New Zealand)',
      'New Zealand Building Code clause G13 Foul water (MBIE, building.govt.nz)',
      'State, territory, regional and local council on-site wastewater rules',
    ],
  },
];

/** How any New Zealand Building Code question is worked through; last, so a specific topic wins a tie. */
export const NZ_GENERAL_TOPIC: OfflineTopic = {
  id: 'nz-general',
  jurisdictions: ['NZ'],
  title: 'Working through a New Zealand Building Code question',
  emoji: '📘',
  keywords: [
    'acceptable solution',
    'verification method',
    'alternative solution',
    'building consent',
    'building act',
    'code compliance certificate',
    'restricted building work',
    'determination',
  ],
  hints: ['building code', 'nzbc', 'consent', 'mbie', 'compliance'],
  summary:
    'New Zealand building work must comply with the Building Code (Schedule 1 of the Building Regulations 1992, under the Building Act 2004); compliance is shown with an acceptable solution, a verification method or an alternative solution, and most work needs a building consent.',
  technical: [
    'Find the **Building Code clause** behind the question (for example B1 Structure, E2 External moisture, E3 Internal moisture, F4 Safety from falling, H1 Energy efficiency) and its performance requirements.',
    'Choose the compliance path: an **acceptable solution** (AS) or **verification method** (VM) published by MBIE is deemed to comply; anything else is an **alternative solution**, which the building consent authority must be satisfied meets the performance requirements.',
    'Check whether the work needs a **building consent** (Schedule 1 of the Building Act 2004 lists exempt work) and whether it is **restricted building work**, which licensed building practitioners must carry out or supervise.',
    'Read the current edition and amendment of each acceptable solution and verification method on building.govt.nz: they cite standards by edition, and MBIE updates them.',
  ],
  facts: [
    {
      label: 'disputes',
      keywords: ['dispute', 'determination', 'disagree', 'refuse'],
      text: 'Where the owner and the building consent authority disagree about compliance, either can apply to MBIE for a **determination** under the Building Act 2004.',
    },
  ],
  checks: [
    'Building Code clause',
    'Compliance path (AS, VM or alternative)',
    'Building consent',
    'Restricted building work',
  ],
  nextSteps: [
    'Identify the Building Code clause and its performance requirements.',
    'Choose an acceptable solution, verification method or alternative solution.',
    'Check whether a building consent is needed.',
    'Record the compliance path in the consent documents.',
  ],
  references: [
    MBIE_CLAUSES,
    'Building Act 2004 (legislation.govt.nz)',
    'Acceptable solutions and verification methods (MBIE, building.govt.nz)',
  ],
};
