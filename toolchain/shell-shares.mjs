// The shell's share table: the singletons the shell offers the sections, written at build time
// as a module of the shell's own (a virtual file); the aliases that make its own imports reach
// them; its chunks. Applied by shell-build.mjs. The shell is built without the Module
// Federation plugin (decision 033): its own imports go straight to its modules, and its
// federation runtime starts from this table only when a section is first needed
// (shell/src/remotes/federation-instance.ts). The versions and rules are the ones every app's
// build declares (mf-shared.mjs), so a section meets the same share scope as before.
import path from 'node:path';

/**
 * The shell's shared entries that its first chunks do not hold: offered by a loader, and
 * loaded by the first app that asks (the shell's analytics, a section's like button, the
 * dialog of a section that has one). Everything else the shell has loaded by the time a
 * section starts: it is offered as loaded, and a section's copy of the same version is
 * never used.
 */
export const LATE_SHELL_SHARES = [
  'firebase/app',
  'firebase/analytics',
  '@firebase/app',
  '@site/shared/firebase',
  '@site/shared/dialog',
  '@site/shared/on-demand',
];

/**
 * Entries of the one list that the shell's code never imports: a section that uses them
 * brings its own (the blog's Firestore and likes client). Offering them would build them
 * into the shell.
 */
const NOT_THE_SHELLS = ['firebase/firestore', '@site/shared/likes'];

/**
 * The file of the module that provides the shell's share table (under the app's
 * node_modules, beside the slim modules: outside its sources, which the guards read).
 * @param {string} appDir
 */
export function shellSharesFile(appDir) {
  return path.join(appDir, 'node_modules/.site-shared/shell-shares.js');
}

/**
 * The source of the shell's share table: for each entry its version, its rules and how it is
 * loaded, from the file the shell's own code runs where the build has one (a slim module, a
 * provided file), so that a section gets the very module the shell uses. What the shell has
 * loaded already is imported statically (one chunk with the runtime, nothing fetched); a late
 * entry by `import()`, its own chunk, fetched by the first app that asks.
 * @param {ReturnType<typeof import('./mf-shared.mjs').sharedSingletons>} shared the shell's entries of the one list
 */
export function shellSharesSource(shared) {
  const imports = [];
  const entries = Object.entries(shared)
    .filter(([name]) => !NOT_THE_SHELLS.includes(name))
    .map(
      ([name, { version, requiredVersion, singleton, strictVersion, import: request }], index) => {
        const shareConfig = JSON.stringify({ singleton, requiredVersion, strictVersion });
        const from = JSON.stringify(typeof request === 'string' ? request : name);
        const late = LATE_SHELL_SHARES.includes(name);
        if (!late) imports.push(`import * as loaded${index} from ${from};`);
        const load = late ? `() => import(${from})` : `() => Promise.resolve(loaded${index})`;
        return `  ${JSON.stringify(name)}: { version: ${JSON.stringify(version)}, shareConfig: ${shareConfig}, late: ${late}, load: ${load} },`;
      },
    );
  return `${imports.join('\n')}\nexport const SHELL_SHARES = {\n${entries.join('\n')}\n};\n`;
}

/**
 * The shell's resolve aliases: its own imports of a slim singleton reach the module it offers
 * the sections (one router, one Emotion), and its table is imported by a name.
 * @param {string} appDir
 * @param {Record<string, { file: string }>} slimModules slim-modules.mjs's files, by package
 */
export function shellAliases(appDir, slimModules) {
  return {
    ...Object.fromEntries(Object.entries(slimModules).map(([pkg, { file }]) => [`${pkg}$`, file])),
    'shell-share-table$': shellSharesFile(appDir),
  };
}

/**
 * The shell's chunks. Its entry loads React DOM's client and the bootstrap as two chunks side
 * by side (index.ts), so neither knows the other's modules are there: below the default's
 * minimum size, React and React DOM would be copied into each chunk that uses them (the MF
 * plugin kept one copy by sharing them). One chunk each, wherever they are used. The
 * federation runtime is one chunk with the shell's table, `federation` (remote-registry.ts),
 * the one file a section's page preloads for it.
 */
export const SHELL_SPLIT_CHUNKS = {
  cacheGroups: {
    federation: {
      test: /[\\/]node_modules[\\/](@module-federation[\\/]|\.site-shared[\\/]shell-shares)/,
      name: 'federation',
      enforce: true,
    },
    react: { test: /[\\/]node_modules[\\/]react[\\/]/, name: 'react', enforce: true },
    // The client and what it requires, not the server renderer (the prerender's).
    reactDom: {
      test: /[\\/]node_modules[\\/](react-dom[\\/](index|client)\.js|react-dom[\\/]cjs[\\/]react-dom(-client)?\.|scheduler[\\/])/,
      name: 'react-dom',
      enforce: true,
    },
  },
};
