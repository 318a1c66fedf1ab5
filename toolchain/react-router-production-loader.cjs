// rspack loader for React Router's published ES modules, in production builds only.
//
// React Router 7 resolves to its development build in every bundler (its package.json has no
// `production` condition), and that build differs from the production one by a single flag,
// ENABLE_DEV_WARNINGS, so its warnings ship to readers. Its modules also assign `displayName`
// to every component and context at the top level, and call `forwardRef`/`createContext`
// without a pure annotation: statements a bundler must keep, so every component the library
// defines (NavLink, Form, ScrollRestoration...) ends up in the shared router chunk, used or
// not. This loader turns the flag off, drops the `displayName` assignments (only React
// DevTools reads them) and marks those calls pure, so tree shaking keeps only what the site
// imports (docs/performance.md: router chunk 13.0 -> 10.6 KB gzip on every page).

const DEV_WARNINGS_FLAG = /^var ENABLE_DEV_WARNINGS = true;$/m;
const DISPLAY_NAME_ASSIGNMENT = /^[A-Za-z0-9_$]+\.displayName = "[^"\n]*";$/gm;
const UNANNOTATED_REACT_FACTORY =
  /^(var [A-Za-z0-9_$]+ = )(React[0-9]*\.(?:forwardRef|createContext|memo)\()/gm;

/** The module's source with dev warnings off, no displayName statements, pure factories. */
function productionSource(source) {
  return source
    .replace(DEV_WARNINGS_FLAG, 'var ENABLE_DEV_WARNINGS = false;')
    .replace(DISPLAY_NAME_ASSIGNMENT, '')
    .replace(UNANNOTATED_REACT_FACTORY, '$1/* @__PURE__ */ $2');
}

/** What the module declaring the components must hold, each a rewrite above. */
const REQUIRED = [
  ['var ENABLE_DEV_WARNINGS = true;', DEV_WARNINGS_FLAG],
  ['X.displayName = "...";', DISPLAY_NAME_ASSIGNMENT],
  ['var X = React.forwardRef/createContext/memo(', UNANNOTATED_REACT_FACTORY],
];

/** True for the module that declares the library's components (and the flag). */
function isComponentsModule(source) {
  return /^var ENABLE_DEV_WARNINGS\b/m.test(source) || /\.displayName = /.test(source);
}

/** The patterns the components module no longer matches (none for any other module). */
function missingPatterns(source) {
  if (!isComponentsModule(source)) return [];
  return REQUIRED.filter(([, pattern]) => source.search(pattern) === -1).map(([name]) => name);
}

module.exports = function reactRouterProductionLoader(source) {
  // A release that reshapes what this rewrites would silently bring the warnings back or
  // the unused components: the build stops and says where to look.
  const missing = missingPatterns(source);
  if (missing.length > 0) {
    throw new Error(
      `${this.resourcePath}: React Router changed; not found: ${missing.join(', ')}. ` +
        `Check ${__filename} against it.`,
    );
  }
  return productionSource(source);
};

module.exports.productionSource = productionSource;
