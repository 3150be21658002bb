import { DeciderSpecification } from '../shared/decider-spec';
import * as replayDecider from './replay.decider';
import type { ReplayEvent } from './replay.events';

const request = {
  type: 'RequestReplay' as const,
  data: { replayId: 'rp1', requestedBy: 'admin1', reason: ' new projection ' },
};
const requested: ReplayEvent = {
  type: 'ReplayRequested',
  data: { replayId: 'rp1', requestedBy: 'admin1', reason: 'new projection' },
};

describe('replay decider', () => {
  const spec = DeciderSpecification.for(replayDecider);
  describe('nothing requested', () => {
    it('records the request with a trimmed reason', () => spec.given([]).when(request).then([requested]));
  });
  describe('requested', () => {
    it('records nothing for a retried request', () =>
      spec.given([requested]).when(request).thenNothingHappens());
  });
});
