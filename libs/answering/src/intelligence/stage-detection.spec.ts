import { type ConversationTurn } from '../answer-generator.port';
import { matchingKeywords } from './keyword-match';
import { PROJECT_STAGE_IDS, PROJECT_STAGES } from './project-stages';
import { detectProjectStage } from './stage-detection';
import { tierIntelligence } from './tier-intelligence';

const user = (content: string): ConversationTurn => ({
  role: 'user',
  content,
  at: '2025-06-01T00:00:00.000Z',
});

describe('detectProjectStage', () => {
  it.each([
    ['Is a yield study needed during feasibility?', 'feasibility'],
    ['At concept design, which building class should we assume?', 'concept_design'],
    ['What does council need for the DA?', 'planning_approval'],
    ['How do we handle this in design development?', 'design_development'],
    ['Which clauses go in the tender specification?', 'documentation_tender'],
    ['The installer on site used the wrong fire door', 'construction'],
    ['What do we need for the occupation certificate at handover?', 'commissioning_handover'],
    ['Who signs the annual fire safety statement?', 'operation_maintenance'],
  ] as const)('detects "%s" as %s', (question, stage) => {
    expect(detectProjectStage(question)).toBe(stage);
  });

  it('returns null when nothing signals a stage', () => {
    expect(detectProjectStage('What is the handrail height on a stair?')).toBeNull();
  });

  it('does not fire on short keywords inside other words', () => {
    expect(matchingKeywords('data centre daylight', ['da'])).toEqual([]);
    expect(matchingKeywords('lodge the DA today', ['da'])).toEqual(['da']);
  });

  it('uses earlier user turns, with the question weighing more', () => {
    expect(detectProjectStage('What handrail height?', [user('We are in design development.')])).toBe(
      'design_development',
    );
    expect(detectProjectStage('Now at tender, what changes?', [user('We were in design development.')])).toBe(
      'documentation_tender',
    );
  });

  it('ignores assistant turns, which quote our own workflow advice', () => {
    expect(
      detectProjectStage('What handrail height?', [
        { role: 'assistant', content: 'Project stage: Construction.', at: '2025-06-01T00:00:00.000Z' },
      ]),
    ).toBeNull();
  });

  it('defines every stage id once, with keywords and workflow', () => {
    expect(PROJECT_STAGES.map((s) => s.id)).toEqual([...PROJECT_STAGE_IDS]);
    expect(PROJECT_STAGES.every((s) => s.keywords.length > 0 && s.workflow.length > 0)).toBe(true);
  });
});

describe('tierIntelligence', () => {
  it('maps the tiers to the spec intelligence levels', () => {
    expect(tierIntelligence('demo')).toEqual({
      enhancedPrompting: true,
      workflowIntelligence: false,
      specialisedPrompts: false,
    });
    expect(tierIntelligence('starter')).toEqual(tierIntelligence('demo'));
    expect(tierIntelligence('pro')).toEqual({
      enhancedPrompting: true,
      workflowIntelligence: true,
      specialisedPrompts: false,
    });
    expect(tierIntelligence('consultant')).toEqual({
      enhancedPrompting: true,
      workflowIntelligence: true,
      specialisedPrompts: true,
    });
    expect(tierIntelligence('day_pass')).toEqual(tierIntelligence('consultant'));
  });

  it('gives an unknown tier the least', () => {
    expect(tierIntelligence('platinum' as never).workflowIntelligence).toBe(false);
  });
});
