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

module.exports = function reactRouterProductionLoader(source) {
  // The chunk holding the library's components is the one that declares the flag; a release
  // that renames it would silently bring the warnings back, so say so in the build output.
  if (/\.displayName = /.test(source) && !/^var ENABLE_DEV_WARNINGS = /m.test(source)) {
    this.emitWarning(
      new Error(`${this.resourcePath}: ENABLE_DEV_WARNINGS not found; see ${__filename}`),
    );
  }
  return productionSource(source);
};

module.exports.productionSource = productionSource;
