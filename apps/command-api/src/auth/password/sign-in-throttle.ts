/**
 * Sign-in throttling that slows attackers without letting them lock a real user out:
 * - failures are counted per (account, client address) pair, so guessing from one address never
 *   blocks the owner signing in from another; a success clears that pair;
 * - each client address also has an overall budget across all accounts (credential stuffing);
 * - nothing is a permanent lock: windows slide and expire.
 * In memory, per API instance: good for the embedded deployment; several instances behind a
 * load balancer each enforce their own budget.
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
  private readonly pairFailures = new Map<string, number[]>();
  private readonly addressAttempts = new Map<string, number[]>();

  constructor(private readonly limits: ThrottleLimits = DEFAULT_THROTTLE) {}

  /** True when this attempt may go ahead; records it against the address budget. */
  allow(account: string, address: string, now: number): boolean {
    const pair = this.recent(this.pairFailures, `${account}\u0000${address}`, now);
    const attempts = this.recent(this.addressAttempts, address, now);
    if (pair.length >= this.limits.failuresPerPair || attempts.length >= this.limits.attemptsPerAddress)
      return false;
    attempts.push(now);
    return true;
  }

  recordFailure(account: string, address: string, now: number): void {
    this.recent(this.pairFailures, `${account}\u0000${address}`, now).push(now);
  }

  recordSuccess(account: string, address: string): void {
    this.pairFailures.delete(`${account}\u0000${address}`);
  }

  private recent(map: Map<string, number[]>, key: string, now: number): number[] {
    const kept = (map.get(key) ?? []).filter((t) => now - t < this.limits.windowMs);
    map.set(key, kept);
    if (map.size > 100_000) map.delete(map.keys().next().value as string);
    return kept;
  }
}
