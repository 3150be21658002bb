import { type WorkflowAdvice } from '../intelligence/workflow-advice';
import { projectStage, type ProjectStageId } from '../intelligence/project-stages';
import { type AdviceCode } from './jurisdiction';

/** A consultant to involve, and the discipline that makes it redundant for the asker. */
interface ConsultantHint {
  text: string;
  /** Skipped when the asker already works in a discipline containing this word. */
  ownDiscipline?: string;
}

const CERTIFIER: ConsultantHint = {
  text: 'Building surveyor / certifier: confirm the compliance pathway before documentation is final.',
};

/** Who usually has to be involved for each offline topic. */
const CONSULTANTS_BY_TOPIC: Record<string, readonly ConsultantHint[]> = {
  'fire-doors': [
    { text: 'Fire engineer: needed if any opening relies on a performance solution.', ownDiscipline: 'fire' },
    { text: 'Fire door supplier: tested doorset evidence to AS 1905.1.' },
    CERTIFIER,
  ],
  'roof-drainage': [
    { text: 'Hydraulic consultant: gutter, sump and overflow sizing.', ownDiscipline: 'hydraulic' },
    { text: 'Roofing contractor or plumber: buildability of falls and overflows.', ownDiscipline: 'roofing' },
  ],
  'stairs-handrails': [
    { text: 'Access consultant: where AS 1428.1 accessible stairs apply.' },
    { text: 'Structural engineer: balustrade and handrail loads.', ownDiscipline: 'structural' },
    CERTIFIER,
  ],
  backflow: [
    { text: 'Hydraulic consultant: hazard ratings and device selection.', ownDiscipline: 'hydraulic' },
    { text: 'Water authority: containment requirements at the boundary.' },
  ],
  wind: [
    {
      text: 'Structural engineer: design to AS/NZS 1170.2 beyond AS 4055 limits.',
      ownDiscipline: 'structural',
    },
    CERTIFIER,
  ],
  waterproofing: [
    { text: 'Waterproofing consultant: membrane system and details.', ownDiscipline: 'waterproofing' },
    { text: 'Licensed waterproofer: installation and certification.' },
  ],
  energy: [
    { text: 'ESD consultant or energy modeller: Section J pathway and modelling.', ownDiscipline: 'energy' },
    { text: 'Mechanical and electrical engineers: services provisions.', ownDiscipline: 'mechanical' },
    { text: 'Façade engineer: glazing performance.', ownDiscipline: 'façade' },
  ],
  'fire-resistance': [
    { text: 'Fire engineer: performance solutions and fire safety strategy.', ownDiscipline: 'fire' },
    { text: 'Structural engineer: FRLs of loadbearing elements.', ownDiscipline: 'structural' },
    CERTIFIER,
  ],
  bushfire: [
    { text: 'Bushfire consultant: BAL assessment to AS 3959.', ownDiscipline: 'bushfire' },
    CERTIFIER,
  ],
  access: [{ text: 'Access consultant: AS 1428.1 compliance report.', ownDiscipline: 'access' }, CERTIFIER],
  footings: [
    { text: 'Geotechnical engineer: site classification to AS 2870.', ownDiscipline: 'geotechnical' },
    { text: 'Structural engineer: footings outside AS 2870 limits.', ownDiscipline: 'structural' },
  ],
  concrete: [{ text: 'Structural engineer: AS 3600 design and covers.', ownDiscipline: 'structural' }],
  steel: [
    { text: 'Structural engineer: AS 4100 design and connections.', ownDiscipline: 'structural' },
    { text: 'Steel fabricator: AS/NZS 5131 construction category and shop drawings.' },
  ],
  'timber-framing': [
    { text: 'Structural engineer: members and bracing outside AS 1684.', ownDiscipline: 'structural' },
    { text: 'Frame and truss manufacturer: framing and tie-down details.' },
  ],
  electrical: [
    { text: 'Electrical engineer: design and cable selection.', ownDiscipline: 'electrical' },
    { text: 'Licensed electrician: installation, testing and certificate of compliance.' },
  ],
  documents: [CERTIFIER, { text: 'The author of each quoted document, where its meaning is unclear.' }],
  general: [CERTIFIER, { text: 'The design consultant whose discipline governs the question.' }],
  'onsite-wastewater': [
    { text: 'Wastewater designer or engineer: site and soil evaluation and system design to AS/NZS 1547.' },
    { text: 'The council (and in New Zealand the regional council): approvals and discharge rules.' },
  ],
};

/** New Zealand: the building consent authority takes the certifier's place. */
const CONSENT_AUTHORITY: ConsultantHint = {
  text: 'Building consent authority: agree the compliance path and the evidence it expects before lodging the consent.',
};
const NZ_STRUCTURAL: ConsultantHint = {
  text: 'Structural engineer: specific engineering design and producer statements.',
  ownDiscipline: 'structural',
};

const NZ_CONSULTANTS_BY_TOPIC: Record<string, readonly ConsultantHint[]> = {
  'nz-timber-framing': [
    NZ_STRUCTURAL,
    { text: 'Licensed building practitioner: restricted building work on site.' },
    CONSENT_AUTHORITY,
  ],
  'nz-external-moisture': [
    { text: 'Cladding supplier: product appraisal or CodeMark evidence and installation details.' },
    { text: 'Licensed building practitioner: weathertightness work on site.' },
    CONSENT_AUTHORITY,
  ],
  'nz-internal-moisture': [
    { text: 'Membrane installer: system evidence and producer statement.', ownDiscipline: 'waterproofing' },
    CONSENT_AUTHORITY,
  ],
  'nz-earthquake': [
    { text: 'Geotechnical engineer: site subsoil class and ground hazards.', ownDiscipline: 'geotechnical' },
    NZ_STRUCTURAL,
    CONSENT_AUTHORITY,
  ],
  'nz-structural-design': [NZ_STRUCTURAL, CONSENT_AUTHORITY],
  'nz-energy': [
    { text: 'Energy modeller: the calculation or modelling method.', ownDiscipline: 'energy' },
    {
      text: 'Mechanical and lighting designers: HVAC and lighting under clause H1.',
      ownDiscipline: 'mechanical',
    },
    CONSENT_AUTHORITY,
  ],
  'nz-safety-from-falling': [
    { text: 'Structural engineer: barrier loads and fixings.', ownDiscipline: 'structural' },
    CONSENT_AUTHORITY,
  ],
  documents: [
    CONSENT_AUTHORITY,
    { text: 'The author of each quoted document, where its meaning is unclear.' },
  ],
  general: [CONSENT_AUTHORITY, { text: 'The design consultant whose discipline governs the question.' }],
};

const ASK_FOR_STAGE =
  'Tell me the project stage (for example concept design, tender or construction) for stage-specific steps.';

const GENERAL_WORKFLOW: Record<AdviceCode, readonly string[]> = {
  AU: [
    ASK_FOR_STAGE,
    'Settle the building class, NCC edition and compliance pathway before detailed design.',
  ],
  NZ: [
    ASK_FOR_STAGE,
    'Settle the Building Code clauses, the compliance path and the building consent before detailed design.',
  ],
  either: [ASK_FOR_STAGE, 'Settle the code that applies and the approvals needed before detailed design.'],
};

/** Stage steps that name the Australian code or its certifiers: left out of advice under another code. */
const AUSTRALIAN_STEP = /\b(?:NCC|BCA)\b|certifier/i;

/**
 * Workflow intelligence for the offline answerer: stage workflow plus consultants by topic, in the
 * terms of the code the answer is under (a New Zealand answer gets the building consent authority,
 * and no stage step that names the NCC).
 */
export function offlineWorkflowAdvice(
  topicId: string,
  stage: ProjectStageId | null,
  disciplines: readonly string[],
  code: AdviceCode = 'AU',
): WorkflowAdvice {
  const own = disciplines.map((discipline) => discipline.toLowerCase());
  const table = code === 'NZ' ? NZ_CONSULTANTS_BY_TOPIC : CONSULTANTS_BY_TOPIC;
  const consultants = (table[topicId] ?? CONSULTANTS_BY_TOPIC[topicId] ?? table['general']!)
    .filter(
      (hint) => !hint.ownDiscipline || !own.some((discipline) => discipline.includes(hint.ownDiscipline!)),
    )
    .map((hint) => hint.text);
  const workflow = stage
    ? projectStage(stage).workflow.filter((step) => code === 'AU' || !AUSTRALIAN_STEP.test(step))
    : GENERAL_WORKFLOW[code];
  return { stage, workflow: [...workflow], consultants };
}
