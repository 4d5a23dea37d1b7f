/**
 * Polls `check` until it answers something truthy, and returns that; throws naming `what` after `timeoutMs`. For
 * what happens in the background (a worker's delivery, a projector's row), where no position can be waited for.
 * Real time on purpose: it bounds how long a test waits, and is no clock of the world under test.
 */
export async function until<T>(check: () => Promise<T | undefined | false | null>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
