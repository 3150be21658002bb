import { WindowCounter } from '../../shared/shared-counts/window-counter';

/**
 * Sign-in throttling that slows attackers without letting them lock a real user out:
 * - failures are counted per (account, client address) pair, so guessing from one address never
 *   blocks the owner signing in from another; a success clears that pair;
 * - each client address also has an overall budget across all accounts (credential stuffing);
 * - nothing is a permanent lock: windows slide and expire.
 *
 * The counts are a WindowCounter's: the app's is synced through the read store by SharedCounts,
 * so every API process (workers, instances) counts the same guesses, with the rate limits'
 * bound on how far the processes can together overshoot between two syncs (docs/decisions.md).
 * A throttle built without a counter counts in memory, for this process alone (unit tests).
 */
export interface ThrottleLimits {
  failuresPerPair: number;
  attemptsPerAddress: number;
  windowMs: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  failuresPerPair: 5,
  attemptsPerAddress: 50,
  windowMs: 15 * 60_000,
};

export class SignInThrottle {
  constructor(
    private readonly limits: ThrottleLimits = DEFAULT_THROTTLE,
    private readonly counter: WindowCounter = new WindowCounter('sign-in'),
  ) {}

  /** True when this attempt may go ahead; records it against the address budget. */
  allow(account: string, address: string, now: number): boolean {
    const { windowMs, failuresPerPair, attemptsPerAddress } = this.limits;
    const failures = this.counter.count(pairKey(account, address), windowMs, now, failuresPerPair);
    const attempts = this.counter.count(addressKey(address), windowMs, now, attemptsPerAddress);
    if (failures + 1 > failuresPerPair || attempts + 1 > attemptsPerAddress) return false;
    this.counter.add(addressKey(address), windowMs, now);
    return true;
  }

  recordFailure(account: string, address: string, now: number): void {
    this.counter.add(pairKey(account, address), this.limits.windowMs, now);
  }

  recordSuccess(account: string, address: string): void {
    this.counter.reset(pairKey(account, address), this.limits.windowMs);
  }
}

const pairKey = (account: string, address: string) => `pair|${account}\u0000${address}`;
const addressKey = (address: string) => `address|${address}`;
