import { type Provider } from '@nestjs/common';
import { OVERRIDES } from '../../infrastructure/tokens';
import { SignInThrottle } from './sign-in-throttle';

export interface SignInThrottleOverride {
  signInThrottle?: SignInThrottle;
}

/** One throttle per API instance (its counters live in memory), with the default limits. */
export const signInThrottleProvider: Provider = {
  provide: SignInThrottle,
  inject: [OVERRIDES],
  useFactory: (overrides: SignInThrottleOverride) => overrides.signInThrottle ?? new SignInThrottle(),
};
