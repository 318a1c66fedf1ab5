// npm run preview -- <section> [--target local|emulator] [--source DIR]
// The working tree's section (or another copy of its folder, --source) inside the site as it
// stands, on one URL to open: the shell and the other sections as last built (local: npm
// start's server) or as released (emulator: the running Hosting emulator's live sites), every
// page rendered with the section, so a new post has its own page. Nothing is released.
//   local     (default) the builds of npm start, this section built apart; one local server
//   emulator  the Hosting emulator's preview sites (`npm run hosting` is started when it is
//             not running), as `npm run deploy -- <section> --channel` stages a preview there
import path from 'node:path';
import { parseArgs } from 'node:util';
import { readTopology } from '@site/hosting-policy';
import { previewLocally } from './local.mjs';
import { previewOnEmulator } from './emulator.mjs';

const TARGETS = ['local', 'emulator'];
const { values: args, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    target: { type: 'string', default: 'local' },
    source: { type: 'string' },
  },
});
const topology = readTopology();
const sections = Object.keys(topology.sites).filter((name) => name !== 'shell');
const [section] = positionals;
if (!section || !sections.includes(section) || !TARGETS.includes(args.target)) {
  console.error(
    `usage: npm run preview -- <${sections.join('|')}> [--target ${TARGETS.join('|')}] [--source DIR]`,
  );
  process.exit(2);
}
const sources = args.source ? { [topology.sites[section].app]: path.resolve(args.source) } : {};

try {
  if (args.target === 'local') await previewLocally({ topology, section, sources });
  else await previewOnEmulator({ topology, section, sources });
} catch (error) {
  console.error(`preview: ${error.message}`);
  process.exit(1);
}
