import * as domain from './index';
import type { Decider, QuotaCommand, QuotaEvent, QuotaState } from './index';

describe('@buildmentor/domain public API', () => {
  it('exposes each aggregate as a decider', () => {
    for (const decider of [domain.userDecider, domain.quotaDecider, domain.conversationDecider]) {
      expect(typeof decider.initialState).toBe('function');
      expect(typeof decider.evolve).toBe('function');
      expect(typeof decider.decide).toBe('function');
    }
    // The namespaces satisfy the Decider interface the command handlers will take.
    const quota: Decider<QuotaState, QuotaCommand, QuotaEvent> = domain.quotaDecider;
    expect(quota.decide({ type: 'StartTrial', data: { userId: 'u1' } }, quota.initialState())).toHaveLength(
      1,
    );
  });

  it('gives every domain error a stable code and a category', () => {
    const error = domain.TrialExhaustedError();
    expect(domain.isDomainError(error)).toBe(true);
    expect(error).toBeInstanceOf(Error);
    expect([error.code, error.category]).toEqual(['TRIAL.EXHAUSTED', 'payment_required']);
    expect(domain.TrialExhaustedError.code).toBe('TRIAL.EXHAUSTED');
  });
});
