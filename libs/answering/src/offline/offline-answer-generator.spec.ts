import { v2AnswerSchema } from '@buildmentor/contracts';
import { type AnswerRequest } from '../answer-generator.port';
import { OFFLINE_NOTICE, OfflineAnswerGenerator } from './offline-answer-generator';
import { matchTopic } from './offline-topics';

const request = (question: string, experienceLevel: string | null = null): AnswerRequest => ({
  question,
  conversationId: 'c1',
  questionId: 'q1',
  userId: 'u1',
  tier: 'demo',
  enhanced: false,
  history: [],
  profile: experienceLevel === null ? null : { experienceLevel, industrySectors: ['Residential'], disciplines: ['Architecture'], companyType: 'Architecture Firm', customInstructions: '' },
});

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
    const answer = await generator.generate(request('What is the NCC stair handrail height?'));
    const full = v2AnswerSchema.parse({ ...answer, session_id: 's', subscription_status: { tier: 'demo', is_trial: true, trial_info: { questions_remaining: 2, questions_used: 1 } } });
    expect(full.response.technical).toContain('865 mm');
    expect(full.response.technical).toContain(OFFLINE_NOTICE);
    expect(full.response.next_steps.length).toBeGreaterThan(0);
    expect(full.response.mentoring.length).toBeGreaterThan(0);
  });

  it('is deterministic', async () => {
    const q = request('How do I size roof gutters?', 'senior');
    expect(await generator.generate(q)).toEqual(await generator.generate(q));
  });

  it('adapts depth and mentoring to the experience level', async () => {
    const graduate = await generator.generate(request('fire door in a class 2 building', 'graduate'));
    const expert = await generator.generate(request('fire door in a class 2 building', 'expert'));
    expect(graduate.response.technical.length).toBeGreaterThan(expert.response.technical.length);
    expect(graduate.response.mentoring).toContain('one step at a time');
    expect(expert.response.mentoring).toContain('Key judgement');
    expect(graduate.response.technical).toContain('Architecture work on Residential projects');
  });
});
