// Type-checks every workspace with its own tsconfig (strict everywhere), two at a time (the
// machines this runs on have two cores; one after the other took 40 s, half of it waiting).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SECTIONS, SECTION_NAMES, SHELL } from '@site/sections';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TSC = path.join(root, 'node_modules/.bin/tsc');
const PARALLEL = 2;

const PROJECTS = [
  'sections',
  'shared',
  'toolchain',
  SHELL.app,
  // The shell's service worker: a worker's globals, not a page's (no DOM).
  `${SHELL.app}/src/service-worker`,
  ...SECTION_NAMES.map((name) => SECTIONS[name].app),
  'hosting-policy',
  'server',
  'e2e',
  // The bench's single bundle: its entry, against the shell's start-up it calls.
  'bench/single-bundle',
];

/** Checks one project; resolves with its report (printed whole, so two never interleave). */
function check(project) {
  return new Promise((resolve) => {
    const child = spawn(TSC, ['-p', `${project}/tsconfig.json`, '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ project, ok: code === 0, output }));
  });
}

const queue = [...PROJECTS];
const results = [];
await Promise.all(
  Array.from({ length: PARALLEL }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) {
      const result = await check(project);
      if (result.output) process.stdout.write(result.output);
      if (!result.ok) console.error(`typecheck failed: ${project}`);
      results.push(result);
    }
  }),
);
process.exit(results.every((result) => result.ok) ? 0 : 1);
