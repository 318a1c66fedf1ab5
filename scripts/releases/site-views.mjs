// @ts-check
// Files that hold facts of every site, of which a section's build reads only its own: the map
// of the sections (a remote's config takes its entry), the topology (its site, and the shell's
// origin every build is told), the lock's entries for the workspaces (each restates a
// workspace's package.json, which releases whoever reads it). A section whose view of such a
// file is the same before and after builds the same bytes: adding a section to the map, the
// topology and the workspaces releases the new section and the shell, not the other sections.
// The shell reads all of each (it routes every section and lists them in the manifest).
import vm from 'node:vm';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
/** @type {typeof import('typescript')} */
const ts = require('typescript');

/**
 * @type {Record<string, (text: string, site: string) => string>}
 * a file's view for one section (not the shell)
 */
const SECTION_VIEWS = {
  'sections/src/index.ts': (text, site) => {
    const map = evaluateModule(text);
    const entry = map.SECTIONS?.[site];
    return JSON.stringify({
      entry: entry ?? null,
      exposes:
        entry && typeof map.federationExposes === 'function' ? map.federationExposes(entry) : null,
    });
  },
  'deploy/topology.json': (text, site) => {
    const topology = JSON.parse(text);
    const sites = topology.sites ?? {};
    return JSON.stringify({ ...topology, sites: { shell: sites.shell, [site]: sites[site] } });
  },
  'package-lock.json': (text) => {
    const lock = JSON.parse(text);
    const installed = Object.entries(lock.packages ?? {}).filter(
      ([key, entry]) => key.includes('node_modules/') && !entry.link,
    );
    return JSON.stringify(installed);
  },
};

/**
 * The part of `file` that the build of `site` depends on, or undefined where that is the whole
 * file (the shell's, or a file without a view). A text that cannot be read as the view expects
 * (an older shape of the file) has no view either: it counts whole.
 * @param {string} file
 * @param {string} text
 * @param {string} site
 */
export function siteView(file, text, site) {
  const view = SECTION_VIEWS[file];
  if (!view || site === 'shell') return undefined;
  try {
    return view(text, site);
  } catch {
    return undefined;
  }
}

/** Runs a TypeScript module without imports (the map) and returns its exports. */
function evaluateModule(text) {
  const { outputText } = ts.transpileModule(text, {
    reportDiagnostics: false,
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  });
  const module = { exports: /** @type {Record<string, any>} */ ({}) };
  vm.runInNewContext(outputText, {
    module,
    exports: module.exports,
    require: () => {
      throw new Error('the map imports nothing');
    },
  });
  return module.exports;
}
