// rspack plugin: V8's explicit compile hint on the files a page evaluates first and whose
// functions nearly all run while it starts (docs/performance.md, "Where the blocking time
// goes"). With `//# allFunctionsCalledOnLoad` as a script's first line, V8 compiles all of its
// functions eagerly on the background thread that parses the script while it downloads,
// instead of lazily on the main thread at each function's first call: on the phone profile
// that is 10-30 ms of each of these files' evaluation tasks. Browsers other than Chromium
// read it as a comment. Every function of the file is compiled, used or not, so the hint
// goes only on files whose code runs at start-up (the entry, React DOM), not on every chunk.

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const NAME = 'CompileHintsPlugin';

export class CompileHintsPlugin {
  /**
   * @param {{ entries?: string[], modules?: RegExp[] }} targets
   *   entries: names of entry chunks to mark; modules: a chunk holding a module whose
   *   identifier (its path) matches one of these is marked. Each target must mark a chunk,
   *   or the build fails: a renamed file must not silently lose its hint.
   */
  constructor({ entries = [], modules = [] }) {
    this.entries = entries;
    this.modules = modules;
  }

  apply(compiler) {
    const { Compilation, sources, WebpackError } = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      // After minification (which would strip the comment), before the source maps are
      // written, so that ConcatSource shifts the maps by the added line.
      const stage = Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name: NAME, stage }, () => {
        const unmatched = new Set([...this.entries, ...this.modules.map(String)]);
        for (const chunk of compilation.chunks) {
          const targets = this.targetsOf(compilation, chunk);
          if (targets.length === 0) continue;
          for (const target of targets) unmatched.delete(target);
          for (const file of chunk.files) {
            if (!file.endsWith('.js')) continue;
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source),
            );
          }
        }
        if (unmatched.size > 0) {
          compilation.errors.push(
            new WebpackError(
              `${NAME}: no chunk for ${[...unmatched].join(', ')}; a file that should carry ` +
                `V8's compile hint was renamed or moved. Update the plugin's targets.`,
            ),
          );
        }
      });
    });
  }

  /** The targets (entry names, module patterns as strings) that `chunk` answers. */
  targetsOf(compilation, chunk) {
    const found = this.entries.filter((entry) => chunk.name === entry);
    if (this.modules.length === 0) return found;
    const identifiers = compilation.chunkGraph
      .getChunkModules(chunk)
      .map((module) => module.identifier());
    for (const pattern of this.modules) {
      if (identifiers.some((identifier) => pattern.test(identifier))) found.push(String(pattern));
    }
    return found;
  }
}
