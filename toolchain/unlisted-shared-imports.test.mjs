import assert from 'node:assert/strict';
import { test } from 'node:test';
import { unlistedSharedImports } from './unlisted-shared-imports.mjs';

const SHARED = { 'react-router-dom': ['Link', 'useParams'] };

/** The problems of one source, as `what` strings. */
function problems(source, fileName = 'page.tsx') {
  return unlistedSharedImports(source, SHARED, { fileName }).map(({ what }) => what);
}

// Sources that differ only by their lines: each case's problems, as `what` strings.
for (const [name, lines, expected] of [
  [
    'listed names pass, however they are imported or re-exported',
    [
      "import { Link } from 'react-router-dom';",
      "import { useParams as params, Link as A } from 'react-router-dom';",
      'import {',
      '  Link as B,',
      '  useParams,',
      "} from 'react-router-dom';",
      "export { Link } from 'react-router-dom';",
      "export { useParams as useRouteParams } from 'react-router-dom';",
    ],
    [],
  ],
  [
    'multi-line forms are read whole',
    [
      'import {',
      '  Link,',
      '  // a comment between names',
      '  Form,',
      "} from 'react-router-dom';",
      'export {',
      '  Outlet,',
      '} from',
      "  'react-router-dom';",
    ],
    ["'Form'", "'Outlet'"],
  ],
  [
    'type-only imports do not count: the compiler erases them',
    [
      "import type { RouteObject } from 'react-router-dom';",
      "import type Router from 'react-router-dom';",
      "import type * as Router2 from 'react-router-dom';",
      "import { type NavigateFunction, Link } from 'react-router-dom';",
      "export type { Location } from 'react-router-dom';",
      "export { type Params } from 'react-router-dom';",
      "type Lazy = typeof import('react-router-dom');",
    ],
    [],
  ],
  [
    'comments and strings are not imports',
    [
      "// import { Form } from 'react-router-dom';",
      "/* export * from 'react-router-dom'; */",
      'const text = "import * as R from \'react-router-dom\'";',
      "const template = `export { Await } from 'react-router-dom'`;",
      '/**',
      " * import('react-router-dom')",
      ' */',
      "import { Link } from 'react-router-dom'; // import { Form } from 'react-router-dom'",
    ],
    [],
  ],
  [
    'other packages, sub-paths and dynamic specifiers are left alone',
    [
      "import { Form } from 'react-router';",
      "import { Form as F } from 'react-router-dom/server';",
      "import * as Everything from 'some-react-router-dom';",
      'const name = "react-router-dom";',
      'const lazy = import(name);',
    ],
    [],
  ],
]) {
  test(name, () => {
    assert.deepEqual(problems(lines.join('\n')), expected);
  });
}

test('an unlisted name is reported with its line, in imports and re-exports', () => {
  const source = [
    "import { Link } from 'react-router-dom';",
    "import { Form } from 'react-router-dom';",
    "import { Link as A, useNavigate as go } from 'react-router-dom';",
    "export { Await } from 'react-router-dom';",
    "export { redirect as go2 } from 'react-router-dom';",
  ].join('\n');
  assert.deepEqual(unlistedSharedImports(source, SHARED, { fileName: 'page.tsx' }), [
    { pkg: 'react-router-dom', what: "'Form'", line: 2 },
    { pkg: 'react-router-dom', what: "'useNavigate'", line: 3 },
    { pkg: 'react-router-dom', what: "'Await'", line: 4 },
    { pkg: 'react-router-dom', what: "'redirect'", line: 5 },
  ]);
});

test('whole-module forms are reported: the slim module lacks every unlisted export', () => {
  const cases = {
    "import Router from 'react-router-dom';": ['the default export'],
    "import Router, { Link } from 'react-router-dom';": ['the default export'],
    "import { default as Router } from 'react-router-dom';": ["'default'"],
    "import * as Router from 'react-router-dom';": ['the whole module (import * as)'],
    "export * from 'react-router-dom';": ['every export (export * from)'],
    "export * as router from 'react-router-dom';": ['the whole module (export * as)'],
    "import 'react-router-dom';": ['the module for its side effects (import only)'],
    "const router = await import('react-router-dom');": ['the whole module (dynamic import())'],
    'const lazy = () => import(`react-router-dom`).then((m) => m.Form);': [
      'the whole module (dynamic import())',
    ],
    "const router = require('react-router-dom');": ['the whole module (require())'],
    "import router = require('react-router-dom');": ['the whole module (import = require)'],
  };
  for (const [source, expected] of Object.entries(cases)) {
    assert.deepEqual(problems(source, 'page.ts'), expected, source);
  }
});

test('JSX and TypeScript syntax parse by file name', () => {
  const tsx = [
    "import { Link, Form } from 'react-router-dom';",
    'export const Page = () => <Link to="/">home</Link>;',
  ].join('\n');
  assert.deepEqual(problems(tsx, 'page.tsx'), ["'Form'"]);
  // `<T>value` is a type assertion in .ts and would be JSX in .tsx.
  const ts = ["import { Form } from 'react-router-dom';", 'const x = <string>value;'].join('\n');
  assert.deepEqual(problems(ts, 'cast.ts'), ["'Form'"]);
});

test('every listed package is checked in one pass', () => {
  const shared = { 'react-router-dom': ['Link'], 'other-lib': ['a'] };
  const source = ["import { b } from 'other-lib';", "export * from 'react-router-dom';"].join('\n');
  assert.deepEqual(
    unlistedSharedImports(source, shared).map(({ pkg, what }) => `${pkg}: ${what}`),
    ["other-lib: 'b'", 'react-router-dom: every export (export * from)'],
  );
});
