import { mkdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The tests that count likes take turns across Playwright's workers. They share one likes
 * store (the run's web server) and the blog's few posts, so a tap by another test between a
 * test's "before" and "after" would be counted as its own: "expected 2 likes, got 4".
 *
 * The turn is a directory: creating one is atomic, whichever worker gets there first.
 */
const TURN = join(tmpdir(), `site-e2e-likes-turn-${process.env.E2E_PORT ?? 'default'}`);

/** Longer than any test holds it: a worker killed mid-test leaves a turn nobody returns. */
const ABANDONED_AFTER_MS = 120_000;
const LOOK_AGAIN_MS = 50;

async function abandoned(): Promise<boolean> {
  try {
    return Date.now() - (await stat(TURN)).mtimeMs > ABANDONED_AFTER_MS;
  } catch {
    return false;
  }
}

/** Waits for the likes' turn; the returned function gives it back. */
export async function takeLikesTurn(): Promise<() => Promise<void>> {
  for (;;) {
    try {
      await mkdir(TURN);
      return () => rm(TURN, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await abandoned()) await rm(TURN, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, LOOK_AGAIN_MS));
    }
  }
}
