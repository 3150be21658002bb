import { type Provider } from '@nestjs/common';
import { OVERRIDES } from '../../infrastructure/tokens';
import { SharedCounts } from '../../shared/shared-counts/shared-counts.service';
import { DEFAULT_THROTTLE, SignInThrottle } from './sign-in-throttle';

export interface SignInThrottleOverride {
  signInThrottle?: SignInThrottle;
}

/** The default limits, counted with every API process through SharedCounts (unless a test swaps in its own). */
export const signInThrottleProvider: Provider = {
  provide: SignInThrottle,
  inject: [OVERRIDES, SharedCounts],
  useFactory: (overrides: SignInThrottleOverride, counts: SharedCounts) =>
    overrides.signInThrottle ?? new SignInThrottle(DEFAULT_THROTTLE, counts.counter('sign-in')),
};
