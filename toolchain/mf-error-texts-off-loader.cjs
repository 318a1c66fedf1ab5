// rspack loader for Module Federation's error descriptions (`error-codes/dist/desc.mjs`), in
// production builds only.
//
// The runtime throws and logs its errors by code: "#RUNTIME-008", then the page of its docs
// that explains that code (getShortErrorMsg). Each message also starts with a sentence from
// this module's maps, and a map is an object: the bundler keeps every sentence of it, ~0.35 KB
// gzip in the shell's `main.js` and as much in each remote's `remoteEntry.js`, on every page,
// for messages a reader never sees. In production the maps are empty: a message keeps its
// code, its arguments and the docs' address. Development builds keep the sentences.

const MAPS = ['runtimeDescMap', 'typeDescMap', 'buildDescMap'];

/** `const name = { ... };` in the module's source: one line, or up to a line `};`. */
const declaration = (name) =>
  new RegExp(`^const ${name} = \\{(?:[^\\n]*\\};|[\\s\\S]*?\\n\\};)$`, 'm');

/** The descriptions module's source with its maps empty, or null when one is not there. */
function withoutDescriptions(source) {
  let changed = source;
  for (const name of MAPS) {
    const pattern = declaration(name);
    if (!pattern.test(changed)) return null;
    changed = changed.replace(pattern, `const ${name} = {};`);
  }
  return changed;
}

module.exports = function mfErrorTextsOffLoader(source) {
  const changed = withoutDescriptions(source);
  // A release that reshapes the maps must not silently bring the sentences back.
  if (changed === null) {
    throw new Error(
      `${this.resourcePath}: the error description maps (${MAPS.join(', ')}), which this loader ` +
        `empties, were not found; Module Federation's error codes changed. Check ${__filename} against it.`,
    );
  }
  return changed;
};

module.exports.withoutDescriptions = withoutDescriptions;
