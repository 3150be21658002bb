import { sharedAnswerSchema } from '@buildmentor/contracts';
import { sampleV2Answer } from '@buildmentor/contracts/testing';
import { sharedAnswer } from './shared-answer';

describe('sharedAnswer', () => {
  const shared = sharedAnswer(sampleV2Answer);

  it('keeps what the answer says, quotes and cites', () => {
    expect(shared).toMatchObject({
      title: sampleV2Answer.title,
      summary: sampleV2Answer.summary,
      blocks: sampleV2Answer.blocks,
      response: sampleV2Answer.response,
    });
    expect(shared.sources).toEqual([
      { title: 'NCC 2022 Volume One', page: 312 },
      { title: 'Handrail guide', partner: 'Acme Stairs', url: 'https://example.com/guide' },
    ]);
    expect(sharedAnswerSchema.parse(shared)).toEqual(shared);
  });

  it("drops the owner's: document ids, the conversation id, the subscription status", () => {
    const text = JSON.stringify(shared);
    expect(text).not.toContain('doc-1');
    expect(text).not.toContain(sampleV2Answer.session_id);
    expect(shared).not.toHaveProperty('subscription_status');
    expect(shared).not.toHaveProperty('session_id');
  });
});
