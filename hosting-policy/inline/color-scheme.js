/* global document, window */
// Inlined into the head of every prerendered page (scripts/prerender/write-html.mjs; the
// CSP allows it by its hash, hosting-policy/src/policy.ts), so it runs before the first
// paint. The reader's choice of scheme, kept by the header's control under this key
// (shell/src/layout/color-scheme.ts), is set on <html> as data-scheme, which the global
// styles paint; with no choice the page follows the system's scheme by CSS alone. The
// browser's bar colour follows the choice too: of the two theme-color metas (one per
// scheme, by media query), the chosen one applies and the other does not; each keeps its
// query in data-media, for the control to give back when the reader goes back to the
// system's. Plain ES5 and self-contained.
(function () {
  var choice = null;
  try {
    choice = window.localStorage.getItem('color-scheme');
    // eslint-disable-next-line @typescript-eslint/no-unused-vars
  } catch (error) {
    // Storage refused (a privacy setting): the system's scheme.
  }
  if (choice !== 'light' && choice !== 'dark') return;
  document.documentElement.setAttribute('data-scheme', choice);
  var metas = document.querySelectorAll('meta[name="theme-color"][media]');
  for (var i = 0; i < metas.length; i += 1) {
    var query = metas[i].getAttribute('media');
    metas[i].setAttribute('data-media', query);
    metas[i].setAttribute('media', query.indexOf(choice) === -1 ? 'not all' : 'all');
  }
})();
