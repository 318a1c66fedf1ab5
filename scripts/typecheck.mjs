// Type-checks every workspace with its own tsconfig (strict everywhere).
import { spawnSync } from 'node:child_process';

const PROJECTS = [
  'shared',
  'shell',
  'blog-remote',
  'red-remote',
  'portfolio-remote',
  'server',
  'e2e',
  // The bench's single bundle: its entry, against the shell's start-up it calls.
  'bench/single-bundle',
];

let failed = 0;
for (const project of PROJECTS) {
  const result = spawnSync('npx', ['tsc', '-p', `${project}/tsconfig.json`, '--noEmit'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    failed += 1;
    console.error(`typecheck failed: ${project}`);
  }
}
process.exit(failed === 0 ? 0 : 1);
