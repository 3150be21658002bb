/**
 * The project stages workflow intelligence detects (Pro and above). The ids are stable: they are
 * what ProjectStageDetected records. Keywords drive the offline answerer's detection; an LLM gets
 * the ids and labels and chooses itself. Workflow steps are what usually happens at the stage.
 */
export const PROJECT_STAGE_IDS = [
  'feasibility',
  'concept_design',
  'planning_approval',
  'design_development',
  'documentation_tender',
  'construction',
  'commissioning_handover',
  'operation_maintenance',
] as const;

export type ProjectStageId = (typeof PROJECT_STAGE_IDS)[number];

export interface ProjectStage {
  id: ProjectStageId;
  label: string;
  /** Lower-case words or phrases that signal the stage in a question. */
  keywords: readonly string[];
  workflow: readonly string[];
}

export const PROJECT_STAGES: readonly ProjectStage[] = [
  {
    id: 'feasibility',
    label: 'Feasibility',
    keywords: [
      'feasibility',
      'due diligence',
      'site acquisition',
      'yield study',
      'business case',
      'project brief',
      'buying a site',
    ],
    workflow: [
      'Confirm zoning, overlays and the likely building classification.',
      'Identify compliance risks that change cost or yield (fire separation, access, energy).',
      'Set the brief and budget allowances for consultants and approvals.',
    ],
  },
  {
    id: 'concept_design',
    label: 'Concept design',
    keywords: [
      'concept design',
      'concept stage',
      'schematic design',
      'massing',
      'sketch design',
      'early design',
    ],
    workflow: [
      'Fix the building class, type of construction and NCC edition.',
      'Choose deemed-to-satisfy or performance solution pathways early.',
      'Run a consultant kick-off so services and structure shape the concept.',
    ],
  },
  {
    id: 'planning_approval',
    label: 'Planning approval',
    keywords: [
      'development application',
      'da',
      'planning permit',
      'planning approval',
      'resource consent',
      'council approval',
      'rezoning',
      'planning scheme',
    ],
    workflow: [
      'Check the planning controls and any conditions that add to the NCC.',
      'Prepare consultant reports the authority requires.',
      'Track conditions of consent that affect the building design.',
    ],
  },
  {
    id: 'design_development',
    label: 'Design development',
    keywords: [
      'design development',
      'developed design',
      'detailed design',
      'design coordination',
      'clash',
      'coordinate the design',
    ],
    workflow: [
      'Coordinate services, structure and architecture in one model or set.',
      'Close out performance solutions with the certifier and fire brigade if needed.',
      'Record compliance decisions in a design report.',
    ],
  },
  {
    id: 'documentation_tender',
    label: 'Documentation and tender',
    keywords: [
      'tender',
      'construction documentation',
      'specification',
      'bill of quantities',
      'construction certificate',
      'building permit',
      'building consent',
      'for construction drawings',
      'shop drawings',
    ],
    workflow: [
      'Make the specification name the standards and test evidence required.',
      'Obtain the building permit / construction certificate / building consent.',
      'Issue tender addenda for any compliance clarifications.',
    ],
  },
  {
    id: 'construction',
    label: 'Construction',
    keywords: [
      'on site',
      'onsite',
      'during construction',
      'under construction',
      'installer',
      'installation',
      'concrete pour',
      'rfi',
      'subcontractor',
      'builder',
      'site inspection',
      'contract variation',
      'variation claim',
    ],
    workflow: [
      'Check installations against the approved documents before they are covered up.',
      'Hold mandatory inspections and keep the inspection records.',
      'Route design changes through the designers and the certifier.',
    ],
  },
  {
    id: 'commissioning_handover',
    label: 'Commissioning and handover',
    keywords: [
      'commissioning',
      'handover',
      'occupation certificate',
      'occupancy certificate',
      'code compliance certificate',
      'practical completion',
      'as-built',
      'final inspection',
    ],
    workflow: [
      'Commission and test systems; collect certificates and test reports.',
      'Assemble as-built documents and operation and maintenance manuals.',
      'Obtain the occupation certificate or code compliance certificate.',
    ],
  },
  {
    id: 'operation_maintenance',
    label: 'Operation and maintenance',
    keywords: [
      'maintenance',
      'annual fire safety statement',
      'afss',
      'essential safety measures',
      'warrant of fitness',
      'existing building',
      'refurbishment',
      'defects liability',
    ],
    workflow: [
      'Keep essential safety measures serviced to AS 1851 and the schedule.',
      'Lodge the annual statement or warrant of fitness on time.',
      'Assess alterations against the upgrade triggers for existing buildings.',
    ],
  },
];

export const isProjectStageId = (value: string): value is ProjectStageId =>
  (PROJECT_STAGE_IDS as readonly string[]).includes(value);

export function projectStage(id: ProjectStageId): ProjectStage {
  return PROJECT_STAGES.find((stage) => stage.id === id)!;
}
