// The emulator's preview sites before any preview is staged there: a page that says how to
// stage one, as their index and their 404 page (the emulator needs their folders to start).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EMULATOR_PREVIEW_SITES } from './preview-sites.mjs';

const NO_PREVIEW_HTML = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="robots" content="noindex"><title>No preview</title></head>
<body><main><h1>No preview staged</h1><p>Stage one with <code>npm run preview -- &lt;section&gt; --target emulator</code> or <code>npm run deploy -- &lt;section&gt; --target emulator --channel NAME</code>.</p></main></body>
</html>
`;

/**
 * Makes sure each preview site of the emulator has a folder in `stagingDir`. Returns the
 * preview sites by target name, each with the Hosting site id the emulator labels it with.
 */
export function ensureEmulatorPreviewFolders(topology, stagingDir) {
  const ids = {
    [EMULATOR_PREVIEW_SITES.shell]: `${topology.sites.shell.site}-preview`,
    [EMULATOR_PREVIEW_SITES.section]: `${topology.sites.shell.site}-section-preview`,
  };
  for (const name of Object.keys(ids)) {
    const dir = path.join(stagingDir, name);
    if (existsSync(path.join(dir, '404.html'))) continue;
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, '404.html'), NO_PREVIEW_HTML);
    writeFileSync(path.join(dir, 'index.html'), NO_PREVIEW_HTML);
  }
  return ids;
}
