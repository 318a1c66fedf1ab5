import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { SharedExportsGuardPlugin } from './shared-exports-guard-plugin.mjs';

class FakeError extends Error {}

/**
 * Runs the plugin over modules (resource -> source; a resource may carry a query) the way
 * rspack would; returns the errors' messages.
 */
function runGuard(files) {
  let onThisCompilation;
  let onFinishModules;
  const errors = [];
  const compiler = {
    webpack: { WebpackError: FakeError },
    hooks: { thisCompilation: { tap: (_name, fn) => (onThisCompilation = fn) } },
  };
  const compilation = {
    errors,
    hooks: { finishModules: { tap: (_name, fn) => (onFinishModules = fn) } },
  };
  const plugin = new SharedExportsGuardPlugin(
    { 'react-router-dom': ['Link'] },
    { readSource: (file) => files[file] ?? files[`${file}?inline`] },
  );
  plugin.apply(compiler);
  onThisCompilation(compilation);
  onFinishModules(Object.keys(files).map((resource) => ({ resource })));
  return errors.map((error) => error.message);
}

test('an app file importing an unlisted name fails the build, naming file, line and fix', () => {
  const file = path.join(process.cwd(), 'app/src/page.tsx');
  const errors = runGuard({
    [file]: "import { Link } from 'react-router-dom';\nexport * from 'react-router-dom';",
  });
  assert.equal(errors.length, 1);
  assert.match(errors[0], /^app\/src\/page\.tsx:2 imports every export \(export \* from\)/);
  assert.match(errors[0], /from 'react-router-dom', which the shared singleton does not provide/);
  assert.match(errors[0], /SHARED_EXPORTS in toolchain\/mf-shared\.mjs/);
});

test('packages, non-scripts and clean files are not reported', () => {
  const unlisted = "import { Form } from 'react-router-dom';";
  const errors = runGuard({
    '/site/node_modules/lib/index.js': unlisted,
    '/site/app/src/post.md': unlisted,
    '/site/app/src/clean.ts': "import { Link } from 'react-router-dom';",
  });
  assert.deepEqual(errors, []);
});

test("a resource's query is not part of its file name", () => {
  const errors = runGuard({
    '/site/app/src/page.tsx?inline': "import { Form } from 'react-router-dom';",
  });
  assert.equal(errors.length, 1);
});
