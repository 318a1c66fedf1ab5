// @ts-check
// Which of a commit's changed files change code. A source file whose compiled form is the same
// before and after (TypeScript transpiled, comments dropped, printed back: so comments,
// formatting and types aside) gives its site's build the same bytes: the deploy then finds the
// build equal to the live release and uploads nothing (scripts/hosting/release-needed.mjs).
// The replay counts that as no release, as the deploy does. Anything else that changed
// (content, styles, data files, a file added or removed) counts as changing code.
import { createRequire } from 'node:module';
import { siteView } from './site-views.mjs';

const require = createRequire(import.meta.url);
/** @type {typeof import('typescript')} */
const ts = require('typescript');

const SOURCE = /\.(tsx?|mts|cts|mjs|cjs|js|jsx)$/;
const DECLARATIONS = /\.d\.[cm]?ts$/;

/**
 * The form of a file that its build's bytes follow: for a script, its code without comments,
 * formatting or types; for JSON, its value; for anything else, its text.
 * @param {string} text
 * @param {string} file a repository path (its extension says how to read it)
 */
export function compiledForm(text, file) {
  const key = `${file}\0${text}`;
  let form = compiled.get(key);
  if (form === undefined) {
    form = compile(text, file);
    compiled.set(key, form);
  }
  return form;
}

/** Forms already made: the replay asks for each file once per site. */
const compiled = new Map();

/** @param {string} text @param {string} file */
function compile(text, file) {
  if (file.endsWith('.json')) {
    try {
      return JSON.stringify(JSON.parse(text));
    } catch {
      return text;
    }
  }
  if (!SOURCE.test(file) || DECLARATIONS.test(file)) return text;
  const { outputText } = ts.transpileModule(text, {
    fileName: file,
    reportDiagnostics: false,
    compilerOptions: {
      removeComments: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      jsx: ts.JsxEmit.Preserve,
    },
  });
  const printed = ts.createSourceFile('compiled.tsx', outputText, ts.ScriptTarget.ES2022, false);
  return ts.createPrinter({ removeComments: true }).printFile(printed);
}

/**
 * @param {readonly string[]} files paths the commit changed
 * @param {(file: string) => string | null} before a file's text in the parent (null: absent)
 * @param {(file: string) => string | null} after a file's text in the commit
 * @param {string} [site] the site whose build is asked about: a file of every site's facts is
 *   compared by that site's view of it (site-views.mjs)
 * @returns {string[]} the files whose compiled form differs (or that were added or removed)
 */
export function filesChangingCode(files, before, after, site) {
  return files.filter((file) => {
    const old = before(file);
    const now = after(file);
    if (old === null || now === null) return old !== now;
    if (site !== undefined) {
      const oldView = siteView(file, old, site);
      const newView = siteView(file, now, site);
      if (oldView !== undefined && newView !== undefined) return oldView !== newView;
    }
    return compiledForm(old, file) !== compiledForm(now, file);
  });
}
