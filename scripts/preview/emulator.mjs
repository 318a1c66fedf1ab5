// The preview on the Hosting emulator: staged on its preview sites as a channel would be
// (scripts/hosting/ship-preview.mjs), against the live sites the emulator serves. When no
// emulator is running, `npm run hosting` is started first and kept until Ctrl-C.
import { spawn } from 'node:child_process';
import { siteOrigins } from '@site/hosting-policy';
import { shipPreview } from '../hosting/ship-preview.mjs';
import { REPO_ROOT } from '../lib/repo-root.mjs';
import { waitForUrl } from '../lib/wait-for-url.mjs';

/** The channel name a preview of the working tree stands under. */
const WORKING_TREE_CHANNEL = 'working-tree';

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

export async function previewOnEmulator({ topology, section, sources }) {
  const manifest = `${siteOrigins(topology, 'emulator').shell}/runtime-manifest.json`;
  let hosting = null;
  if (!(await answers(manifest))) {
    console.info('No Hosting emulator is running: starting npm run hosting');
    hosting = spawn('node', ['scripts/hosting/serve.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => hosting.kill(signal));
    const ready = await waitForUrl(manifest, {
      timeoutMs: 600_000,
      gaveUp: () => hosting.exitCode !== null,
    });
    if (!ready) throw new Error('npm run hosting did not start');
  }
  await shipPreview({ target: 'emulator', section, channel: WORKING_TREE_CHANNEL, sources });
  if (hosting) {
    console.info('Serving until Ctrl-C.');
    hosting.on('exit', (code) => process.exit(code ?? 0));
  }
}
