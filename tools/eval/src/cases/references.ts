/**
 * The references a case may require: standards, NCC volumes and NZ Building Code clauses. Each
 * carries its public, checkable source once, so a case names a key and inherits the citation,
 * and the required-references scorer reads its matcher from here (one concept in one place).
 *
 * Titles are the publishers' titles without edition years, because an answer is right to name a
 * standard whatever edition the project is under; the sources are the catalogues where anyone can
 * check the number and title (Standards Australia / Standards New Zealand stores, the ABCB's NCC
 * site, MBIE's building.govt.nz, the Federal Register of Legislation).
 */
export interface ReferenceEntry {
  title: string;
  source: string;
  /** How an answer names it; tolerant of spacing, joint AS/NZS prefixes and edition suffixes. */
  pattern: RegExp;
}

const SA = 'Standards Australia store (store.standards.org.au)';
const SNZ = 'Standards New Zealand (standards.govt.nz)';
const NCC = 'ABCB, National Construction Code (ncc.abcb.gov.au)';
const MBIE = 'MBIE, Building Code clauses and acceptable solutions (building.govt.nz)';

/**
 * "AS 3740" is named as AS3740, AS 3740-2021, AS/NZS 3740, AS 3740:2021, and a part as
 * "AS 1170.2" or "AS 1170 Part 2". A required part must be named (1170 alone is not 1170.2), but a
 * required series is met by any of its parts (AS 1684 by AS 1684.2).
 */
export function standardPattern(designation: string): RegExp {
  const number = designation.replace(/^(?:AS\/NZS|AS|NZS)\s*/i, '');
  const escaped = number.replace(/\./g, '\\.');
  const [series, ...parts] = number.split('.');
  const prefix = '(?<![A-Za-z0-9])(?:AS|NZS|SA)(?:\\s*\\/\\s*NZS)?(?:\\s*ISO)?[\\s-]*';
  const alternatives = [`${prefix}${escaped}(?![0-9])`];
  if (parts.length > 0)
    alternatives.push(`${prefix}${series}\\s*(?:,\\s*)?(?:Part|Pt\\.?)\\s*${parts.join('\\.')}(?![0-9])`);
  return new RegExp(alternatives.join('|'), 'i');
}

const standard = <const D extends string>(
  designation: D,
  title: string,
  publisher = SA,
): [D, ReferenceEntry] => [
  designation,
  {
    title: `${designation} ${title}`,
    source: `${publisher}: ${designation} ${title}`,
    pattern: standardPattern(designation),
  },
];

const volume = (word: 'One' | 'Two' | 'Three', digit: number) =>
  new RegExp(
    `(?:NCC|BCA|National Construction Code)(?:\\s*\\d{4})?[,\\s(]*(?:Volume|Vol\\.?)\\s*(?:${word}|${digit})\\b|(?:Volume|Vol\\.?)\\s*(?:${word}|${digit})\\s*(?:of\\s*)?(?:the\\s*)?(?:NCC|BCA|National Construction Code)`,
    'i',
  );

/**
 * A New Zealand Building Code clause, named as "clause E2", "NZBC E2", "Building Code E2", its
 * acceptable solution or verification method ("E2/AS1") or with its title ("E2 External
 * moisture"). A bare "B1" is not enough: it is also a concrete exposure classification.
 */
const nzbc = <const C extends string>(clause: C, title: string): [`NZBC ${C}`, ReferenceEntry] => [
  `NZBC ${clause}`,
  {
    title: `New Zealand Building Code clause ${clause} ${title}`,
    source: `${MBIE}: clause ${clause} ${title} (Building Regulations 1992, Schedule 1)`,
    pattern: new RegExp(
      [
        `(?:NZBC|Building Code|clause)\\s*(?:clause\\s*)?${clause}(?![0-9])`,
        `(?<![A-Za-z0-9])${clause}\\/(?:AS|VM)\\d`,
        `(?<![A-Za-z0-9])${clause}\\s*(?:\\(|-|–|:)?\\s*${title}`,
      ].join('|'),
      'i',
    ),
  },
];

const ENTRIES = [
  standard('AS 3740', 'Waterproofing of domestic wet areas'),
  standard(
    'AS 4654.2',
    'Waterproofing membranes for external above-ground use, Part 2: Design and installation',
  ),
  standard('AS/NZS 1170.0', 'Structural design actions, Part 0: General principles', `${SA}; ${SNZ}`),
  standard(
    'AS/NZS 1170.1',
    'Structural design actions, Part 1: Permanent, imposed and other actions',
    `${SA}; ${SNZ}`,
  ),
  standard('AS/NZS 1170.2', 'Structural design actions, Part 2: Wind actions', `${SA}; ${SNZ}`),
  standard('AS 1170.4', 'Structural design actions, Part 4: Earthquake actions in Australia'),
  standard('NZS 1170.5', 'Structural design actions, Part 5: Earthquake actions, New Zealand', SNZ),
  standard('AS 4055', 'Wind loads for housing'),
  standard(
    'AS 1428.1',
    'Design for access and mobility, Part 1: General requirements for access, New building work',
  ),
  standard('AS 3600', 'Concrete structures'),
  standard('AS 4100', 'Steel structures'),
  standard('AS/NZS 4600', 'Cold-formed steel structures', `${SA}; ${SNZ}`),
  standard('AS 1720.1', 'Timber structures, Part 1: Design methods'),
  standard('AS 1684', 'Residential timber-framed construction (series)'),
  standard('AS 2870', 'Residential slabs and footings'),
  standard('AS 3700', 'Masonry structures'),
  standard('AS 2159', 'Piling, Design and installation'),
  standard('AS 4678', 'Earth-retaining structures'),
  standard('AS 3959', 'Construction of buildings in bushfire-prone areas'),
  standard(
    'AS/NZS 3000',
    'Electrical installations (known as the Australian/New Zealand Wiring Rules)',
    `${SA}; ${SNZ}`,
  ),
  standard(
    'AS 1530.4',
    'Methods for fire tests on building materials, components and structures, Part 4: Fire-resistance tests for elements of construction',
  ),
  standard(
    'AS 1530.1',
    'Methods for fire tests on building materials, components and structures, Part 1: Combustibility test for materials',
  ),
  standard(
    'AS 1905.1',
    'Components for the protection of openings in fire-resistant walls, Part 1: Fire-resistant doorsets',
  ),
  standard(
    'AS 4072.1',
    'Components for the protection of openings in fire-resistant separating elements, Part 1: Service penetrations and control joints',
  ),
  standard('AS 2118.1', 'Automatic fire sprinkler systems, Part 1: General systems'),
  standard(
    'AS 1670.1',
    'Fire detection, warning, control and intercom systems, System design, installation and commissioning, Part 1: Fire',
  ),
  standard('AS 2419.1', 'Fire hydrant installations, Part 1: System design, installation and commissioning'),
  standard('AS 1851', 'Routine service of fire protection systems and equipment'),
  standard(
    'AS 1668.1',
    'The use of ventilation and air conditioning in buildings, Part 1: Fire and smoke control in buildings',
  ),
  standard(
    'AS 1668.2',
    'The use of ventilation and air conditioning in buildings, Part 2: Mechanical ventilation in buildings',
  ),
  standard('AS/NZS 3500.1', 'Plumbing and drainage, Part 1: Water services', `${SA}; ${SNZ}`),
  standard('AS/NZS 3500.2', 'Plumbing and drainage, Part 2: Sanitary plumbing and drainage', `${SA}; ${SNZ}`),
  standard('AS/NZS 3500.3', 'Plumbing and drainage, Part 3: Stormwater drainage', `${SA}; ${SNZ}`),
  standard('AS/NZS 3500.4', 'Plumbing and drainage, Part 4: Heated water services', `${SA}; ${SNZ}`),
  standard(
    'AS/NZS 2293.1',
    'Emergency lighting and exit signs for buildings, Part 1: System design, installation and operation',
    `${SA}; ${SNZ}`,
  ),
  standard('AS 2047', 'Windows and external glazed doors in buildings'),
  standard('AS 1288', 'Glass in buildings, Selection and installation'),
  standard('AS 1926.1', 'Swimming pool safety, Part 1: Safety barriers for swimming pools'),
  standard('AS 2890.1', 'Parking facilities, Part 1: Off-street car parking'),
  standard(
    'AS/NZS 2890.6',
    'Parking facilities, Part 6: Off-street parking for people with disabilities',
    `${SA}; ${SNZ}`,
  ),
  standard('AS/NZS 2243.8', 'Safety in laboratories, Part 8: Fume cupboards', `${SA}; ${SNZ}`),
  standard(
    'AS 2896',
    'Medical gas systems, Installation and testing of non-flammable medical gas pipeline systems',
  ),
  standard(
    'AS/NZS 5033',
    'Installation and safety requirements for photovoltaic (PV) arrays',
    `${SA}; ${SNZ}`,
  ),
  standard(
    'AS 1657',
    'Fixed platforms, walkways, stairways and ladders, Design, construction and installation',
  ),
  standard('AS 1735', 'Lifts, escalators and moving walks (series)'),
  standard('AS 3660.1', 'Termite management, Part 1: New building work'),
  standard(
    'AS 2107',
    'Acoustics, Recommended design sound levels and reverberation times for building interiors',
  ),
  standard('AS 4586', 'Slip resistance classification of new pedestrian surface materials'),
  standard('NZS 3604', 'Timber-framed buildings', SNZ),
  standard('NZS 3101', 'Concrete structures standard', SNZ),
  standard('NZS 4541', 'Automatic fire sprinkler systems', SNZ),
  standard('NZS 4121', 'Design for access and mobility: Buildings and associated facilities', SNZ),
  standard('AS/NZS 1547', 'On-site domestic wastewater management', `${SA}; ${SNZ}`),
  [
    'NCC Volume One',
    {
      title: 'National Construction Code Volume One (Building Code of Australia, Class 2 to 9 buildings)',
      source: `${NCC}: NCC Volume One, Building Code of Australia for Class 2 to 9 buildings`,
      pattern: volume('One', 1),
    },
  ],
  [
    'NCC Volume Two',
    {
      title: 'National Construction Code Volume Two (Building Code of Australia, Class 1 and 10 buildings)',
      source: `${NCC}: NCC Volume Two, Building Code of Australia for Class 1 and 10 buildings`,
      pattern: volume('Two', 2),
    },
  ],
  [
    'NCC Volume Three',
    {
      title: 'National Construction Code Volume Three (Plumbing Code of Australia)',
      source: `${NCC}: NCC Volume Three, Plumbing Code of Australia`,
      pattern: new RegExp(`${volume('Three', 3).source}|Plumbing Code of Australia`, 'i'),
    },
  ],
  [
    'NCC Section J',
    {
      title: 'NCC Volume One Section J Energy efficiency',
      source: `${NCC}: NCC Volume One, Section J Energy efficiency`,
      pattern: /\b(?:Section|Part)\s+J\d?\b/i,
    },
  ],
  [
    'ABCB Housing Provisions',
    {
      title: 'ABCB Housing Provisions Standard (referenced by NCC 2022 Volume Two)',
      source: `${NCC}: ABCB Housing Provisions Standard`,
      pattern: /Housing Provisions/i,
    },
  ],
  [
    'Premises Standards',
    {
      title: 'Disability (Access to Premises, Buildings) Standards 2010',
      source:
        'Federal Register of Legislation (legislation.gov.au): Disability (Access to Premises, Buildings) Standards 2010',
      pattern: /Premises Standards|Access to Premises/i,
    },
  ],
  nzbc('B1', 'Structure'),
  nzbc('B2', 'Durability'),
  nzbc('C3', 'Fire affecting areas beyond the fire source'),
  nzbc('D1', 'Access routes'),
  nzbc('E1', 'Surface water'),
  nzbc('E2', 'External moisture'),
  nzbc('E3', 'Internal moisture'),
  nzbc('F4', 'Safety from falling'),
  nzbc('G4', 'Ventilation'),
  nzbc('G9', 'Electricity'),
  nzbc('G12', 'Water supplies'),
  nzbc('G13', 'Foul water'),
  nzbc('H1', 'Energy efficiency'),
] as const satisfies readonly (readonly [string, ReferenceEntry])[];

export type ReferenceKey = (typeof ENTRIES)[number][0];
export const REFERENCE_KEYS = ENTRIES.map(([key]) => key) as [ReferenceKey, ...ReferenceKey[]];
export const REFERENCES: ReadonlyMap<ReferenceKey, ReferenceEntry> = new Map(ENTRIES);

export function referenceEntry(key: ReferenceKey): ReferenceEntry {
  return REFERENCES.get(key)!;
}
