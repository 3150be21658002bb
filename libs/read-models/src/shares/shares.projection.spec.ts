import { onceAndTwice, ProjectionHarness } from '../testing/projection-harness';
import { sharesProjection, type ShareDoc } from './shares.projection';

const token = 'T'.repeat(32);
const base = { conversationId: 'c1', userId: 'u1', token };

describe('shares projection', () => {
  it('ConversationShared opens the link: the conversation, its owner, when and where in the log', () => {
    const h = new ProjectionHarness<ShareDoc>(sharesProjection);
    h.apply(
      h.event('QuestionAsked', {
        conversationId: 'c1',
        userId: 'u1',
        questionId: 'q1',
        question: 'Q?',
        enhanced: false,
      }),
    );
    h.apply(h.event('ConversationShared', base, '2026-03-02T00:00:00.000Z'));
    expect(h.get(token)).toEqual({
      _id: token,
      _position: 2,
      conversation_id: 'c1',
      user_id: 'u1',
      shared_at: '2026-03-02T00:00:00.000Z',
      shared_position: 2,
      revoked_at: null,
    });
  });

  it('ConversationShareRevoked closes the link and keeps the document (so a redelivery cannot reopen it)', () => {
    const h = new ProjectionHarness<ShareDoc>(sharesProjection);
    h.apply(h.event('ConversationShared', base, '2026-03-02T00:00:00.000Z'));
    h.apply(h.event('ConversationShareRevoked', base, '2026-03-03T00:00:00.000Z'));
    expect(h.get(token)).toMatchObject({ shared_position: 1, revoked_at: '2026-03-03T00:00:00.000Z' });
  });

  it('ignores a revocation of a link it never saw', () => {
    const h = new ProjectionHarness<ShareDoc>(sharesProjection);
    h.apply(h.event('ConversationShareRevoked', base));
    expect(h.get(token)).toBeUndefined();
  });

  it('is idempotent: every event applied twice gives the same documents', () => {
    const h = new ProjectionHarness<ShareDoc>(sharesProjection);
    const other = 'U'.repeat(32);
    const events = [
      h.event('ConversationShared', base),
      h.event('ConversationShareRevoked', base),
      h.event('ConversationShared', { ...base, token: other }),
    ];
    const { once, twice } = onceAndTwice(sharesProjection, events);
    expect(Object.keys(once)).toHaveLength(2);
    expect(once[token]).toMatchObject({ revoked_at: expect.any(String) });
    expect(once[other]).toMatchObject({ revoked_at: null });
    expect(twice).toEqual(once);
  });
});
