import { execFileSync } from 'node:child_process';
import { expect, test } from '../support/test';
import { REPO_ROOT } from '../support/site-server';

// "A release that changes nothing uploads nothing" (docs/deploy.md): a deploy renders every
// page again and compares each with the live site's record by hash. So the same sources must
// render the same bytes, however the crawl's tabs happened to load the parts of a page (the
// home page's CSS once came in the order its parts' code arrived: decision 007's pages,
// shell/src/prerender/page-css.ts). Run after the other delivery tests, on what they leave
// live: the blog shipped, rolled back and shipped again from the repository's posts.

test('a deploy of the four sites from the sources they were released from renders the same pages and releases nothing', () => {
  test.setTimeout(300_000);
  const output = execFileSync(
    'node',
    ['scripts/hosting/deploy.mjs', 'all', '--target', 'emulator', '--skip-tests'],
    { cwd: REPO_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // The staging report names any page that rendered differently.
  expect(output).toMatch(/pages\s+0 new, 0 changed, 0 removed/);
  expect(output).toContain('shell, blog, red, portfolio: the build equals the live release');
  expect(output).toContain('nothing to release');
});
