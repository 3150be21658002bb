/**
 * Polls `probe` until it gives a truthy value and returns it; a probe that throws counts as not
 * yet (a server still starting, a file not yet written). Fails with `what` after `timeoutMs`.
 */
export async function until<T>(
  probe: () => T | null | undefined | false | Promise<T | null | undefined | false>,
  what: string,
  { timeoutMs = 60_000, intervalMs = 50 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await Promise.resolve()
      .then(probe)
      .catch(() => null);
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
