/**
 * Polls `check` until it answers something truthy, and returns that; throws naming `what` after `timeoutMs`. For
 * what happens in the background (a worker's delivery, a projector's row), where no position can be waited for, and
 * for what a page shows that no single locator can wait on. `seen`, when given, says what there was instead, so a
 * time-out in CI can be read without a rerun. Real time on purpose: it bounds how long a test waits, and is no clock
 * of the world under test.
 */
export async function until<T>(
  check: () => Promise<T | undefined | false | null>,
  what: string,
  timeoutMs = 15_000,
  seen?: () => Promise<string>,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${seen ? `; there was ${await seen()}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
