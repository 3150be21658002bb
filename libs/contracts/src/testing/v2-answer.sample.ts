import type { V2Answer } from '../chat/v2-answer.schema';

/** A complete V2 answer using every block type; shared by the contracts specs. */
export const sampleV2Answer: V2Answer = {
  title: 'Stair handrail height under the NCC',
  summary: 'Handrails on stairs must be at least 865 mm above the nosings.',
  blocks: [
    { type: 'markdown', text: 'The **NCC** sets minimum handrail heights.' },
    { type: 'list', items: ['Measure from the nosing line', 'Check continuity'], ordered: true },
    { type: 'code', language: 'text', code: 'height >= 865 mm' },
    {
      type: 'table',
      caption: 'Minimum heights',
      headers: ['Location', 'Height (mm)'],
      rows: [
        ['Stairs', '865'],
        ['Landings', '1000'],
      ],
      dense: false,
    },
    { type: 'callout', tone: 'warning', text: 'Check the state variations.' },
    { type: 'image', src: 'https://example.com/stair.png', alt: 'Stair section', caption: 'Typical section' },
    { type: 'other', content: { anything: true } },
  ],
  meta: {
    emoji: '🏗️',
    schema: 'v2',
    mapped: false,
    schema_version: '2.0',
    suggested_actions: [
      { label: 'Balustrade heights', payload: 'What is the balustrade height for a deck?' },
    ],
  },
  sources: [
    { title: 'NCC 2022 Volume One', page: 312 },
    {
      title: 'Handrail guide',
      document_id: 'doc-1',
      partner: 'Acme Stairs',
      url: 'https://example.com/guide',
    },
  ],
  confidence: 0.82,
  session_id: 'conv-1',
  subscription_status: {
    tier: 'demo',
    is_trial: true,
    trial_info: { questions_remaining: 2, questions_used: 1 },
  },
  response: {
    technical: 'NCC D2D17 requires handrails at least 865 mm high.',
    mentoring: 'Always confirm which NCC edition applies to your project.',
    format: 'structured',
    next_steps: ['Check the NCC edition', 'Measure the nosing line'],
  },
};
