// @ts-check
// Renders the section's pages and the home page with the pair, as the section's release does
// (decision 007: a release re-renders the pages with the live shell and the new section), so
// the pages a reader meets are the pair's own: an earlier section never hydrates HTML another
// release rendered. Only those pages: the rest of the site is not what the pair changes.
import { readTopology } from '@site/hosting-policy';
import { openRenderer } from '../prerender/crawl.mjs';
import { urlRelocator } from '../prerender/relocate.mjs';
import { writePage } from '../prerender/write-html.mjs';

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ origin: string, shellDir: string, template: string, routes: string[] }} site
 * @returns {Promise<{ rendered: string[], missing: string[] } | { error: string }>}
 *   missing: routes the pair renders as not found (the earlier section has no such page)
 */
export async function renderPairPages(browser, { origin, shellDir, template, routes }) {
  const relocate = urlRelocator(readTopology(), 'local', origin);
  let renderer;
  try {
    renderer = await openRenderer(browser, origin, '/');
    const page = renderer.page;
    // A shell that refuses the section says so at once in the console; the renderer itself
    // would wait out its 15 s for a part that never comes, for each refused pair.
    const refused = new Promise((_resolve, reject) => {
      page.on('console', (message) => {
        if (message.type() === 'error' && /does not satisfy the requirement/.test(message.text()))
          reject(new Error(`the shell refuses the section: ${message.text()}`));
      });
    });
    const captures = await Promise.race([renderer.render(['/', ...routes]), refused]);
    const rendered = [];
    const missing = [];
    for (const capture of captures) {
      if (capture.notFound) {
        missing.push(capture.path);
        continue;
      }
      const page = JSON.parse(relocate(JSON.stringify(capture)));
      // No preload hints: they only speed up a page's load.
      writePage(shellDir, template, { ...page, remoteEntries: [], pageChunks: [] });
      rendered.push(capture.path);
    }
    return { rendered, missing };
  } catch (error) {
    // An earlier shell may have no prerender API (or another one): its pages stay the SPA.
    return { error: String(error instanceof Error ? error.message : error).split('\n')[0] };
  } finally {
    await renderer?.page.close();
  }
}
