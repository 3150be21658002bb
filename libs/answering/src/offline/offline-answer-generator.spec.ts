import { v2AnswerSchema } from '@buildmentor/contracts';
import { AnswerGenerationError } from '../answer-generation.error';
import { answerRequest, NOW, PASSAGES } from '../testing/answer-request.fixture';
import { type AnswerRequest, type ConversationTurn, type RetrievedPassage } from '../answer-generator.port';
import { OFFLINE_NOTICE, OfflineAnswerGenerator, paragraphChunks } from './offline-answer-generator';
import { NO_GROUNDED_ANSWER_TITLE } from './no-grounded-answer';
import { matchTopic, OFFLINE_TOPICS } from './offline-topics';

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
    ['What terrain category applies under AS/NZS 1170.2?', 'wind'],
    ['What shower floor falls does AS3740 want?', 'waterproofing'],
    ['What site classification is a reactive clay lot under AS 2870?', 'footings'],
    ['What BAL applies in a bushfire-prone area?', 'bushfire'],
    ['What type of construction does a 3 storey Class 5 office need?', 'fire-resistance'],
    ['How steep can an accessible ramp be under AS 1428.1?', 'access'],
    ['What cover does AS 3600 need for exposure classification B1?', 'concrete'],
    ['Which bracing does AS 1684 need for an N2 house?', 'timber-framing'],
    ['Where are RCDs required by the wiring rules?', 'electrical'],
    ['What is a performance solution?', 'general'],
    ['What Rw + Ctr does a wall between apartments need?', 'acoustics'],
    ['How high must a pool fence be?', 'pool-barriers'],
    ['Where is safety glass required near a door?', 'glazing'],
    ['When are sprinklers required in a Class 2 building?', 'fire-detection'],
    ['What earthquake design category applies to my site?', 'earthquake'],
    ['What exhaust rate does a bathroom fan need?', 'ventilation'],
    ['What is the maximum travel distance to an exit in an office?', 'egress'],
    ['What is the minimum ceiling height of a habitable room?', 'room-heights'],
    ['Is termite management needed for a timber frame house?', 'termites'],
    ['What importance level applies to a school hall?', 'structural-actions'],
    ['Which mortar class and wall ties for brickwork near the coast?', 'masonry'],
    ['Does a 1.2 m retaining wall need an engineer?', 'retaining-walls'],
    ['What standard does the pool barrier for a new house have to meet?', 'pool-barriers'],
    ['Which standards govern reinforced masonry retaining walls?', 'retaining-walls'],
    ['What standard sets parking bay and aisle dimensions?', 'car-parking'],
    ['When does a warehouse need a fire hydrant system?', 'fire-hydrants'],
    ['What standard for bored piles under a station?', 'piling'],
    ['How do I size a pile cap?', 'piling'],
  ])('matches %s to %s', (question, topic) => {
    expect(matchTopic(question).topic?.id).toBe(topic);
  });

  it.each([
    'Tell me about contract variations',
    'How is the project going?',
    'What does the NCC say about letterboxes?',
    'There is a pile of rubbish on site, who removes it?',
    'Is a 3600 mm wall too long?',
  ])('places %s in no topic', (question) => {
    expect(matchTopic(question).topic).toBeNull();
  });

  it('keeps every table rectangular and every topic referenced', () => {
    for (const topic of OFFLINE_TOPICS) {
      expect(topic.references.length).toBeGreaterThan(0);
      for (const table of topic.tables ?? [])
        for (const row of table.rows) expect(row).toHaveLength(table.headers.length);
    }
  });

  it('returns a complete V2 answer labelled as the offline answerer', async () => {
    const { answer, projectStage } = await generator.generate(
      request('What is the NCC stair handrail height?'),
    );
    const full = v2AnswerSchema.parse({ ...answer, session_id: 's', subscription_status: STATUS });
    expect(full.response.technical).toContain('865 mm');
    expect(full.response.next_steps.length).toBeGreaterThan(0);
    expect(full.response.mentoring.length).toBeGreaterThan(0);
    expect(full.sources).toEqual([]);
    expect(projectStage).toBeNull();
  });

  it('emits each piece once: body in the text only, next steps only in next_steps, no notice', async () => {
    const { answer } = await generator.generate(
      request('What is the NCC stair handrail height?', 'graduate'),
    );
    const everything = JSON.stringify(answer);
    expect(everything).not.toContain(OFFLINE_NOTICE);
    expect(answer.blocks.map((block) => block.type)).not.toContain('markdown');
    const inBlocks = JSON.stringify(answer.blocks);
    for (const step of answer.response.next_steps) expect(inBlocks).not.toContain(step);
    for (const paragraph of answer.response.technical.split('\n\n'))
      expect(inBlocks).not.toContain(paragraph);
    expect(answer.blocks[0]).toEqual(expect.objectContaining({ type: 'list', ordered: false }));
    expect(answer.blocks).toContainEqual(expect.objectContaining({ type: 'callout', tone: 'info' }));
  });

  it.each([
    ['What wind class is N3 and what speed?', 'AS 4055 wind classes', 'N3'],
    ['What type of construction for a 4 storey Class 2 building?', 'Table C2D2', '4 or more'],
    ['What riser and going dimensions are allowed for stairs?', 'Table D3D14', 'Public'],
    ['What fall do shower floors need for waterproofing?', 'Wet-area floor falls', 'Shower floor'],
  ])('answers the tabular question %s with a rectangular table', async (question, caption, firstCell) => {
    const { answer } = await generator.generate(request(question));
    const table = answer.blocks.find((block) => block.type === 'table');
    expect(table).toBeDefined();
    if (table?.type !== 'table') return;
    expect(table.caption).toContain(caption);
    expect(table.rows.flat()).toContain(firstCell);
    for (const row of table.rows) expect(row).toHaveLength(table.headers.length);
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
    it('quotes the most relevant sentences and cites the relevant passages with page and partner', async () => {
      const { answer } = await generator.generate(
        answerRequest({
          tier: 'starter',
          question: 'What handrail height and balustrade openings apply to a stair?',
        }),
      );
      const technical = answer.response.technical;
      expect(technical.startsWith('What the retrieved documents say:')).toBe(true);
      expect(technical).toContain('Handrails must be at least 865 mm above the stair nosings.');
      expect(technical).toContain('[1] Stair design guide, p. 12 (your document)');
      expect(technical).toContain('> Balustrade openings must not let a 125 mm sphere pass.');
      expect(technical).toContain('(Acme Balustrades Pty Ltd)');
      expect(answer.sources.map((s) => s.document_id)).toEqual(['doc-stairs', 'doc-partner']);
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

    it('cites at most 3 passages', async () => {
      const many = [1, 2, 3, 4, 5].map((n) => ({ ...PASSAGES[0]!, documentId: `doc-${n}` }));
      const { answer } = await generator.generate(answerRequest({ passages: many }));
      expect(answer.sources).toHaveLength(3);
    });

    it('cites no passage that shares no meaningful term with the question', async () => {
      const unrelated: RetrievedPassage[] = [
        {
          documentId: 'doc-a',
          title: 'Site diary',
          scope: 'personal',
          text: 'Concrete pour delayed by rain on Tuesday.',
        },
        {
          documentId: 'doc-b',
          title: 'Tender notes',
          scope: 'personal',
          text: 'Building tender closes on Friday at noon.',
        },
      ];
      const { answer, chargeable } = await generator.generate(
        answerRequest({
          question: 'What handrail height applies to a stair in a building?',
          passages: unrelated,
        }),
      );
      expect(answer.sources).toEqual([]);
      expect(answer.response.technical).not.toContain('What the retrieved documents say');
      expect(chargeable).toBeUndefined(); // the stairs topic still answers it
    });

    it('cites the one relevant passage among unrelated ones', async () => {
      const passages: RetrievedPassage[] = [
        {
          documentId: 'doc-a',
          title: 'Site diary',
          scope: 'personal',
          text: 'Concrete pour delayed by rain on Tuesday.',
        },
        PASSAGES[0]!,
        {
          documentId: 'doc-b',
          title: 'Tender notes',
          scope: 'personal',
          text: 'Building tender closes on Friday at noon.',
        },
      ];
      const { answer } = await generator.generate(answerRequest({ passages }));
      expect(answer.sources.map((s) => s.document_id)).toEqual(['doc-stairs']);
    });

    it('answers from a relevant passage alone when no topic covers the question, and charges it', async () => {
      const passages: RetrievedPassage[] = [
        {
          documentId: 'doc-hoarding',
          title: 'Site set-up memo',
          page: 4,
          scope: 'personal',
          text: 'Site hoardings on our projects are 2400 mm high and painted green.',
        },
      ];
      const { answer, chargeable } = await generator.generate(
        answerRequest({ question: 'How high are our site hoardings?', passages, history: [] }),
      );
      expect(answer.sources).toEqual([{ title: 'Site set-up memo', document_id: 'doc-hoarding', page: 4 }]);
      expect(answer.response.technical).toContain('2400 mm high');
      expect(answer.title).toBe('What your documents say');
      expect(chargeable).toBeUndefined();
    });

    it('is more confident when grounded', async () => {
      const bare = await generator.generate(answerRequest({ passages: [] }));
      const grounded = await generator.generate(answerRequest());
      expect(grounded.answer.confidence).toBeGreaterThan(bare.answer.confidence);
    });
  });

  describe('follow-ups', () => {
    /** A conversation so far: the question and the answer the generator gave it. */
    async function conversation(...questions: string[]): Promise<ConversationTurn[]> {
      const turns: ConversationTurn[] = [];
      for (const question of questions) {
        const { answer } = await generator.generate(request(question, null, { history: turns }));
        turns.push(
          { role: 'user', content: question, at: NOW },
          { role: 'assistant', content: answer.response.technical, at: NOW },
        );
      }
      return turns;
    }

    it('resolves "And what fall should the membrane have?" from the earlier question and answers the new terms', async () => {
      const history = await conversation('How do I waterproof a shower?');
      const previous = history[1]!.content;
      const { answer, chargeable } = await generator.generate(
        request('And what fall should the membrane have?', null, { history }),
      );
      const technical = answer.response.technical;
      expect(technical).not.toBe(previous);
      expect(technical).toContain('1:60 to 1:80');
      expect(technical).toContain('1:80 and at most 1:50');
      expect(technical.startsWith('Following on from the earlier answer on waterproofing')).toBe(true);
      // Nothing of the earlier answer's guidance is repeated.
      for (const paragraph of previous.split('\n\n')) expect(technical).not.toContain(paragraph);
      expect(answer.title).toContain('shower floor falls');
      expect(answer.blocks).toContainEqual(
        expect.objectContaining({ type: 'table', caption: 'Wet-area floor falls to the waste' }),
      );
      expect(chargeable).toBeUndefined();
    });

    it('without the earlier turns, the same follow-up has no grounded answer', async () => {
      const { answer, chargeable } = await generator.generate(
        request('And what fall should the membrane have?'),
      );
      expect(answer.title).toBe(NO_GROUNDED_ANSWER_TITLE);
      expect(chargeable).toBe(false);
    });

    it('answers a new question on the same topic without repeating the earlier answer', async () => {
      const history = await conversation('What is the NCC stair handrail height?');
      const { answer, chargeable } = await generator.generate(
        request('And for balustrades?', null, { history }),
      );
      expect(answer.response.technical).toContain('125 mm sphere');
      for (const paragraph of history[1]!.content.split('\n\n'))
        expect(answer.response.technical).not.toContain(paragraph);
      expect(chargeable).toBeUndefined();
    });

    it('answers the same question asked again in full, and charges it', async () => {
      const history = await conversation('What is the NCC stair handrail height?');
      const { answer, chargeable } = await generator.generate(
        request('What is the NCC stair handrail height?', null, { history }),
      );
      expect(answer.response.technical).toBe(history[1]!.content);
      expect(chargeable).toBeUndefined();
    });

    it('says plainly when the topic holds nothing on the new terms, and does not charge', async () => {
      const history = await conversation('How do I waterproof a shower?');
      const { answer, chargeable } = await generator.generate(
        request('And what colour grout should it have?', null, { history }),
      );
      expect(chargeable).toBe(false);
      expect(answer.title).toBe(NO_GROUNDED_ANSWER_TITLE);
      expect(answer.response.technical).toContain(
        'its guidance on waterproofing wet areas and balconies has nothing beyond the earlier answer',
      );
      expect(answer.response.technical).toContain('shower floor falls');
    });

    it('does not repeat a fact the earlier answer already gave', async () => {
      const history = await conversation('What fall should a shower floor have for waterproofing?');
      const { answer, chargeable } = await generator.generate(
        request('And the fall again?', null, { history }),
      );
      expect(chargeable).toBe(false);
      expect(answer.response.technical).toContain('nothing beyond the earlier answer');
    });

    it('ignores turns outside the 30-day window', async () => {
      const old: ConversationTurn[] = [
        { role: 'user', content: 'How do I waterproof a shower?', at: '2025-01-01T00:00:00.000Z' },
      ];
      const { chargeable } = await generator.generate(
        request('And what fall should the membrane have?', null, { history: old }),
      );
      expect(chargeable).toBe(false);
    });
  });

  describe('out of scope', () => {
    it('says it has no grounded answer, lists what it can help with and how to connect a model', async () => {
      const { answer, chargeable } = await generator.generate(
        request('Tell me about contract variations', 'senior'),
      );
      const full = v2AnswerSchema.parse({ ...answer, session_id: 's', subscription_status: STATUS });
      expect(chargeable).toBe(false);
      expect(full.title).toBe(NO_GROUNDED_ANSWER_TITLE);
      expect(full.response.technical).toContain(
        'The built-in offline answerer has no grounded answer for this question',
      );
      expect(full.response.technical).toContain('matches none of its built-in topics');
      expect(full.blocks).toEqual([
        {
          type: 'list',
          ordered: false,
          items: expect.arrayContaining(['Stairs, handrails and balustrades']),
        },
      ]);
      expect(full.response.technical).toContain('"Connecting a model" in the README');
      expect(full.sources).toEqual([]);
      expect(full.confidence).toBe(0);
      // Not the nearest topic's answer.
      expect(full.response.technical).not.toContain('building classification');
    });

    it('declines without naming a standard, as if one applied to the question', async () => {
      const { answer } = await generator.generate(
        request('Can you give me a recipe for slow-cooked lamb shoulder?', 'graduate'),
      );
      const everything = JSON.stringify(answer);
      expect(everything).not.toMatch(/(?:AS|NZS)(?:\/NZS)?\s*\d{3,4}/);
      expect(answer.blocks[0]).toMatchObject({
        items: expect.arrayContaining(['Concrete structures', 'Swimming pool barriers']),
      });
    });

    it('in Enhanced mode, also says no document passage was relevant enough', async () => {
      const { answer, chargeable } = await generator.generate(
        answerRequest({ question: 'Tell me about contract variations', history: [] }),
      );
      expect(chargeable).toBe(false);
      expect(answer.sources).toEqual([]);
      expect(answer.response.technical).toContain(
        'none of your documents has a passage relevant enough to quote',
      );
    });

    it('streams the honest answer like any other', async () => {
      const deltas: string[] = [];
      const { answer } = await generator.generate(request('Tell me about contract variations'), {
        onDelta: (text) => deltas.push(text),
      });
      expect(deltas.join('')).toBe(answer.response.technical);
    });
  });

  describe('New Zealand', () => {
    const AUSTRALIAN_CODE =
      /(?<![A-Za-z])(?:NCC|BCA)(?![A-Za-z])|National Construction Code|Housing Provisions/;
    const pro = (question: string, level: string, overrides: Partial<AnswerRequest> = {}) =>
      request(question, level, { tier: 'pro', ...overrides });

    it.each([
      [
        'I am designing a two-storey house in Christchurch: how does the timber framing comply?',
        'NZS 3604',
        'B1',
      ],
      ['What does the New Zealand Building Code require for waterproofing a bathroom floor?', 'E3/AS1', 'E3'],
      [
        'How do we show a weatherboard cladding meets the external moisture requirements in NZ?',
        'E2/AS1',
        'E2',
      ],
      [
        'Which standard sets the earthquake actions for an office building in Wellington?',
        'NZS 1170.5',
        'B1',
      ],
      ['What is the compliance path for the thermal performance of a school in Auckland?', 'H1/AS2', 'H1'],
      [
        'What does the Building Code require for a barrier along a raised deck in New Zealand?',
        'F4/AS1',
        'F4',
      ],
      ['What is the minimum handrail height for stairs in NZ?', 'D1/AS1', 'D1'],
      ['Which wind zone applies to a house in Hamilton?', 'NZS 3604', 'B1'],
    ])(
      'answers "%s" from the New Zealand Building Code, never the NCC',
      async (question, document, clause) => {
        for (const level of ['graduate', 'senior', 'expert']) {
          const { answer } = await generator.generate(pro(question, level));
          const everything = JSON.stringify(answer);
          expect(everything).toContain(document);
          expect(everything).toMatch(new RegExp(`clause \\**${clause}\\b`));
          expect(everything).not.toMatch(AUSTRALIAN_CODE);
          expect(everything).not.toMatch(/certifier|deemed-to-satisfy|building class/i);
        }
      },
    );

    it('resolves a follow-up among the New Zealand topics', async () => {
      const first = 'What does the Building Code need for waterproofing a bathroom floor in Auckland?';
      const { answer: previous } = await generator.generate(pro(first, 'intermediate'));
      const history: ConversationTurn[] = [
        { role: 'user', content: first, at: NOW },
        { role: 'assistant', content: previous.response.technical, at: NOW },
      ];
      const { answer } = await generator.generate(
        pro('And for the timber deck outside the bathroom door?', 'intermediate', { history }),
      );
      expect(answer.title).toBe('External moisture and weathertightness (clause E2)');
      expect(answer.response.technical).toContain('slatted timber deck');
      expect(JSON.stringify(answer)).not.toMatch(AUSTRALIAN_CODE);
    });

    it('answers a balcony as external moisture (E2), not a wet area', async () => {
      const balcony = await generator.generate(
        pro('How do I waterproof a balcony in Christchurch?', 'senior'),
      );
      expect(balcony.answer.title).toBe('External moisture and weathertightness (clause E2)');
    });

    it('says it has no New Zealand guidance rather than answering from an Australian topic', async () => {
      const { answer, chargeable } = await generator.generate(
        pro('Which sprinkler standard applies to a hotel in Auckland?', 'senior'),
      );
      expect(chargeable).toBe(false);
      expect(answer.title).toBe(NO_GROUNDED_ANSWER_TITLE);
      expect(answer.response.technical).toContain('for New Zealand building work');
      expect(answer.blocks[0]).toMatchObject({
        items: expect.arrayContaining(['External moisture and weathertightness (clause E2)']),
      });
      expect(JSON.stringify(answer)).not.toMatch(AUSTRALIAN_CODE);
    });

    it('recognises New Zealand work from the asker’s quoted specification', async () => {
      const spec: RetrievedPassage = {
        documentId: 'doc-nz-spec',
        title: 'Specification 4231 Weatherboard cladding',
        page: 3,
        scope: 'personal',
        text: 'Bevel-back timber weatherboards fixed over a 20 mm drained and vented cavity in accordance with E2/AS1.',
      };
      const { answer } = await generator.generate(
        pro(
          'How does our specification deal with the weatherboard cladding, and which clause does it meet?',
          'intermediate',
          {
            enhanced: true,
            passages: [spec],
          },
        ),
      );
      expect(answer.sources.map((source) => source.document_id)).toEqual(['doc-nz-spec']);
      expect(answer.title).toBe('External moisture and weathertightness (clause E2)');
      expect(JSON.stringify(answer)).not.toMatch(AUSTRALIAN_CODE);
    });

    it('keeps answering an Australian question from the Australian topics', async () => {
      const { answer } = await generator.generate(
        pro('What does the NCC require for waterproofing a bathroom floor?', 'senior'),
      );
      expect(answer.title).toBe('Waterproofing wet areas and balconies');
      expect(answer.response.mentoring).toContain('deemed-to-satisfy');
    });

    it('names neither code in the advice of a shared topic when the question does not say where it is', async () => {
      const { answer } = await generator.generate(
        pro('What standard do I use to design an on-site wastewater system for a farm building?', 'senior'),
      );
      expect(answer.title).toBe('On-site wastewater systems (AS/NZS 1547)');
      expect(answer.response.mentoring).not.toMatch(/NCC|deemed-to-satisfy|building consent authority/);
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
