/**
 * Specialised prompts for Pro-Plus (spec: "specialised training"). Each family of disciplines
 * gets the lens a specialist in it would apply. Families are matched by keywords in the
 * discipline label so all 40 options land somewhere sensible; the rest get a generic lens.
 */
interface DisciplineLens {
  keywords: readonly string[];
  lens: string;
}

const LENSES: readonly DisciplineLens[] = [
  {
    keywords: ['hydraulic', 'plumbing'],
    lens: 'hydraulic design under the Plumbing Code of Australia (NCC Volume Three) and AS/NZS 3500, water authority requirements, backflow and testing',
  },
  {
    keywords: ['fire protection', 'fire engineering'],
    lens: 'fire safety: NCC Section C/E provisions, performance solutions and the fire engineering brief, AS 2118 / AS 1670 systems, fire brigade intervention',
  },
  {
    keywords: ['mechanical', 'hvac', 'building automation'],
    lens: 'mechanical services: AS 1668 ventilation and smoke control, Section J HVAC provisions, controls and commissioning',
  },
  {
    keywords: ['electrical', 'lighting', 'communications', 'security'],
    lens: 'electrical and systems design: AS/NZS 3000, emergency lighting (AS 2293), coordination with fire and security systems',
  },
  {
    keywords: ['structural', 'civil', 'geotechnical', 'seismic', 'modular'],
    lens: 'structural and civil engineering: AS/NZS 1170 actions, material standards, design life, site classification and load paths',
  },
  {
    keywords: ['architecture', 'interior', 'landscape', 'urban', 'wayfinding', 'heritage'],
    lens: 'architectural compliance: building class, egress, access (AS 1428.1), planning controls and heritage constraints',
  },
  {
    keywords: ['sustainability', 'energy', 'green building'],
    lens: 'energy and sustainability: NCC Section J pathways, JV3 / verification modelling, NABERS and Green Star implications',
  },
  {
    keywords: ['façade', 'cladding', 'roofing', 'waterproofing'],
    lens: 'building envelope: combustibility of external walls, weatherproofing (NCC F), AS 4654 / AS 3740 membranes, and testing evidence',
  },
  {
    keywords: ['project management', 'cost planning', 'contract administration', 'design management', 'risk'],
    lens: 'delivery: programme, cost and contractual consequences of the compliance decision, responsibility matrices and hold points',
  },
  {
    keywords: ['acoustic'],
    lens: 'acoustics: NCC Part F sound insulation, flanking paths, and testing requirements',
  },
  {
    keywords: ['vertical transportation'],
    lens: 'vertical transportation: AS 1735, lift fire service and accessibility requirements',
  },
];

export function disciplineLens(discipline: string): string {
  const lower = discipline.toLowerCase();
  const match = LENSES.find((candidate) => candidate.keywords.some((keyword) => lower.includes(keyword)));
  return (
    match?.lens ??
    `the standards and practice that typically govern ${discipline}, named only when you are sure of them`
  );
}

/** Specialist instructions for up to three of the asker's disciplines. */
export function specialisedPrompt(disciplines: readonly string[]): string {
  const chosen = disciplines.slice(0, 3);
  if (chosen.length === 0) {
    return 'Answer as a senior specialist reviewer: name the discipline whose standards govern the question and apply that lens.';
  }
  return [
    "Answer as a specialist in the asker's disciplines. Apply these lenses:",
    ...chosen.map((discipline) => `- ${discipline}: ${disciplineLens(discipline)}.`),
  ].join('\n');
}
