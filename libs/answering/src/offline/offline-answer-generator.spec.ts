import { v2AnswerSchema } from '@buildmentor/contracts';
import { AnswerGenerationError } from '../answer-generation.error';
import { type AnswerRequest } from '../answer-generator.port';
import { answerRequest, NOW, PASSAGES } from '../testing/answer-request.fixture';
import { OFFLINE_NOTICE, OfflineAnswerGenerator, paragraphChunks } from './offline-answer-generator';
import { matchTopic } from './offline-topics';

const request = (
  question: string,
  experienceLevel: string | null = null,
  overrides: Partial<AnswerRequest> = {},
): AnswerRequest => ({
  question,
  conversationId: 'c1',
  questionId: 'q1',
  userId: 'u1',
  tier: 'demo',
  enhanced: false,
  history: [],
  passages: [],
  now: NOW,
  profile:
    experienceLevel === null
      ? null
      : {
          experienceLevel,
          industrySectors: ['Residential'],
          disciplines: ['Architecture'],
          companyType: 'Architecture Firm',
          customInstructions: '',
        },
  ...overrides,
});

const STATUS = {
  tier: 'demo',
  is_trial: true,
  trial_info: { questions_remaining: 2, questions_used: 1 },
} as const;

describe('OfflineAnswerGenerator', () => {
  const generator = new OfflineAnswerGenerator();

  it.each([
    ['What fire-rated door do I need in a Class 2 building?', 'fire-doors'],
    ['How do I size roof gutters to AS/NZS 3500.3?', 'roof-drainage'],
    ['What is the NCC stair handrail height?', 'stairs-handrails'],
    ['When is backflow prevention required under AS/NZS 3500.1?', 'backflow'],
    ['How do I choose a wind classification between N1 and N6?', 'wind'],
    ['Tell me about contract variations', 'general'],
  ])('matches %s to %s', (question, topic) => {
    expect(matchTopic(question).topic.id).toBe(topic);
  });

  it('returns a complete V2 answer labelled as the offline answerer', async () => {
    const { answer, projectStage } = await generator.generate(
      request('What is the NCC stair handrail height?'),
    );
    const full = v2AnswerSchema.parse({ ...answer, session_id: 's', subscription_status: STATUS });
    expect(full.response.technical).toContain('865 mm');
    expect(full.response.technical).toContain(OFFLINE_NOTICE);
    expect(full.blocks.at(-1)).toEqual({ type: 'callout', tone: 'warning', text: OFFLINE_NOTICE });
    expect(full.response.next_steps.length).toBeGreaterThan(0);
    expect(full.response.mentoring.length).toBeGreaterThan(0);
    expect(full.sources).toEqual([]);
    expect(projectStage).toBeNull();
  });

  it('is deterministic', async () => {
    const q = request('How do I size roof gutters?', 'senior', { tier: 'pro', passages: PASSAGES });
    expect(await generator.generate(q)).toEqual(await generator.generate(q));
  });

  it('adapts depth and mentoring to the experience level', async () => {
    const { answer: graduate } = await generator.generate(
      request('fire door in a class 2 building', 'graduate'),
    );
    const { answer: expert } = await generator.generate(request('fire door in a class 2 building', 'expert'));
    expect(graduate.response.technical.length).toBeGreaterThan(expert.response.technical.length);
    expect(graduate.response.mentoring).toContain('one step at a time');
    expect(expert.response.mentoring).toContain('Key judgement');
    expect(graduate.response.technical).toContain('Architecture work on Residential projects');
  });

  describe('grounded in retrieved passages', () => {
    it('quotes the most relevant sentences and cites at most 3 passages with page and partner', async () => {
      const { answer } = await generator.generate(answerRequest({ tier: 'starter' }));
      const technical = answer.response.technical;
      expect(technical.startsWith('What the retrieved documents say:')).toBe(true);
      expect(technical).toContain('> Handrails must be at least 865 mm above the stair nosings.');
      expect(technical).toContain('[1] Stair design guide, p. 12 (your document)');
      expect(technical).toContain('(Acme Balustrades Pty Ltd)');
      expect(technical).toContain(OFFLINE_NOTICE);
      expect(answer.sources).toHaveLength(3);
      expect(answer.sources[0]).toEqual({ title: 'Stair design guide', document_id: 'doc-stairs', page: 12 });
      expect(answer.sources.some((s) => s.partner === 'Acme Balustrades Pty Ltd')).toBe(true);
      // A personal document's stray partner field is never shown as attribution.
      expect(JSON.stringify(answer)).not.toContain('Should Not Show');
    });

    it('ranks passages by overlap with the question, not only retrieval order', async () => {
      const { answer } = await generator.generate(
        answerRequest({ tier: 'starter', question: 'How are eaves gutters sized for rainfall intensity?' }),
      );
      expect(answer.sources[0]!.document_id).toBe('doc-gutters');
    });

    it('is more confident when grounded', async () => {
      const bare = await generator.generate(answerRequest({ passages: [] }));
      const grounded = await generator.generate(answerRequest());
      expect(grounded.answer.confidence).toBeGreaterThan(bare.answer.confidence);
    });
  });

  describe('tier intelligence', () => {
    it('detects the project stage for Pro from the question and recent history, with workflow and consultants', async () => {
      const { answer, projectStage } = await generator.generate(answerRequest({ tier: 'pro' }));
      expect(projectStage).toBe('design_development');
      expect(answer.response.mentoring).toContain('**Project stage: Design development.**');
      expect(answer.response.mentoring).toContain('Access consultant');
      // The asker is a structural engineer: not told to hire one.
      expect(answer.response.mentoring).not.toContain('Structural engineer: balustrade');
    });

    it.each(['consultant', 'day_pass'] as const)('gives %s workflow intelligence too', async (tier) => {
      const { projectStage } = await generator.generate(
        request('We are at tender: which fire door specification?', 'senior', { tier }),
      );
      expect(projectStage).toBe('documentation_tender');
    });

    it('ignores history older than 30 days and returns null without a signal', async () => {
      const old = [
        { role: 'user' as const, content: 'We are under construction.', at: '2025-01-01T00:00:00.000Z' },
      ];
      const { answer, projectStage } = await generator.generate(
        request('What is the stair handrail height?', 'senior', { tier: 'pro', history: old }),
      );
      expect(projectStage).toBeNull();
      expect(answer.response.mentoring).toContain('Project stage:** not clear yet');
    });

    it.each(['demo', 'starter'] as const)('gives %s no stage or workflow advice', async (tier) => {
      const { answer, projectStage } = await generator.generate(answerRequest({ tier }));
      expect(projectStage).toBeNull();
      expect(answer.response.mentoring).not.toContain('Project stage');
    });
  });

  describe('streaming', () => {
    it('sends the technical text in a few chunks, in order, before resolving', async () => {
      const deltas: string[] = [];
      let resolved = false;
      const pending = generator
        .generate(answerRequest(), { onDelta: (text) => deltas.push(text) })
        .then((result) => {
          resolved = true;
          return result;
        });
      await new Promise((r) => setImmediate(r));
      expect(deltas.length).toBeGreaterThan(0);
      expect(resolved).toBe(false);
      const { answer } = await pending;
      expect(deltas.length).toBeGreaterThan(2);
      expect(deltas.join('')).toBe(answer.response.technical);
    });

    it('rejects with an AnswerGenerationError when cancelled', async () => {
      const controller = new AbortController();
      const pending = generator.generate(answerRequest(), {
        onDelta: () => controller.abort(),
        signal: controller.signal,
      });
      await expect(pending).rejects.toBeInstanceOf(AnswerGenerationError);
    });

    it('splits into chunks that join back exactly', () => {
      const text = 'a\n\nb\n\n\nc';
      expect(paragraphChunks(text).slice(0, 2)).toEqual(['a\n\n', 'b\n\n']);
      expect(paragraphChunks(text).join('')).toBe(text);
    });
  });
});
