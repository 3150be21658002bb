import { type V2Answer } from '@buildmentor/contracts';

const status = {
  tier: 'demo' as const,
  is_trial: true,
  trial_info: { questions_remaining: 3, questions_used: 0 },
};
const meta = (emoji: string) => ({
  emoji,
  schema: 'v2',
  mapped: false,
  schema_version: '2',
  suggested_actions: [
    { label: 'Compare with AS 1428.1', payload: 'How does AS 1428.1 change handrail requirements?' },
  ],
});

export const SAMPLE_TYPES = ['basic', 'enhanced', 'table-test'] as const;
export type SampleType = (typeof SAMPLE_TYPES)[number];

/**
 * Fixed V2 answers for the /v2-test renderer page: one per sample type, together covering every
 * block type and the rendering rules (bullets, bold, numbered steps, tables with Copy/Export).
 */
export const SAMPLE_ANSWERS: Record<SampleType, V2Answer> = {
  basic: {
    title: 'Stair handrail height',
    summary: 'Handrails are at least 865 mm above the stair nosings.',
    blocks: [{ type: 'markdown', text: 'Handrails are measured vertically from the line of the nosings.' }],
    meta: meta('🪜'),
    sources: [],
    confidence: 0.8,
    session_id: 'sample-basic',
    subscription_status: status,
    response: {
      technical:
        'Handrails on stairs must be **at least 865 mm** above the nosings.\n\n- Continuous along the flight\n- Graspable profile',
      mentoring: 'Check which NCC volume applies before quoting a dimension.',
      format: 'structured',
      next_steps: [
        'Confirm the building class.',
        'Check the handrail height on the drawings.',
        'Note the provision in the design report.',
      ],
    },
  },
  enhanced: {
    title: 'Fire doors in a Class 2 building',
    summary: 'Sole-occupancy unit entry doors typically need self-closing -/60/30 fire doors.',
    blocks: [
      {
        type: 'markdown',
        text: 'Doorways from a **sole-occupancy unit** to a public corridor need protection.',
      },
      {
        type: 'list',
        ordered: false,
        items: ['Tested doorset to AS 1905.1', 'Self-closing', 'Smoke seals where required'],
      },
      {
        type: 'callout',
        tone: 'warning',
        text: 'Substituted hardware must be covered by the test evidence.',
      },
      { type: 'code', language: 'text', code: 'FRL: -/60/30 (integrity 60, insulation 30)' },
      {
        type: 'image',
        src: '/favicon.svg',
        alt: 'Product icon',
        caption: 'Image blocks render with a caption.',
      },
      { type: 'other', content: { note: 'Unknown block types render as text.' } },
    ],
    meta: meta('🚪'),
    sources: [
      { title: 'Fire door schedule.pdf', document_id: 'doc-1', page: 4 },
      { title: 'Doorset guide', partner: 'Acme Doors Pty Ltd', page: 12 },
    ],
    confidence: 0.72,
    session_id: 'sample-enhanced',
    subscription_status: status,
    response: {
      technical:
        'Use a tested **-/60/30** doorset for the unit entry.\n\n- Self-closing\n- Tagged on installation',
      mentoring: 'Ask for the test report early: it limits which hardware you can use.',
      format: 'structured',
      next_steps: [],
    },
  },
  'table-test': {
    title: 'Wind classification inputs',
    summary: 'AS 4055 combines region, terrain, shielding and topography.',
    blocks: [
      {
        type: 'table',
        caption: 'Example classifications',
        headers: ['Region', 'Terrain', 'Shielding', 'Topography', 'Class'],
        rows: [
          ['A', 'TC3', 'Full', 'T0', 'N1'],
          ['A', 'TC2', 'Partial', 'T1', 'N3'],
          ['C', 'TC2.5', 'No', 'T0', 'C2'],
        ],
        dense: true,
      },
    ],
    meta: meta('💨'),
    sources: [{ title: 'AS 4055 summary notes', document_id: 'doc-2' }],
    confidence: 0.65,
    session_id: 'sample-table',
    subscription_status: status,
    response: {
      technical: 'Read the class from the AS 4055 tables.',
      mentoring: 'Document each input with a photo of the site.',
      format: 'structured',
      // No steps array: the renderer splits the content on "1. " markers.
      next_steps: [],
    },
  },
};
