/**
 * Polls `probe` until it returns a value other than undefined, for what settles on its own (an event delivered, an
 * object replicated, a connection closed); fails after `timeoutMs`, a deadline for the test, never a timing assertion.
 */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (let wait = 50; ; wait = Math.min(wait * 2, 1000)) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}
