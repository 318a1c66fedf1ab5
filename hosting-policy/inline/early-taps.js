/* global document, window */
// Inlined into the head of every prerendered page (scripts/prerender/write-html.mjs; the
// CSP allows it by its hash, hosting-policy/src/policy.ts). A prerendered page shows its
// buttons before the app has taken them over, and React drops a click on content it has not
// hydrated yet. So until a button is live, its clicks are held here, and each is replayed
// once, on its button, as soon as the button's part is live: the app renders each part of
// the page inside a `data-part` element and adds `data-live` to it when React commits it
// (LivePart in @site/shared; the shell's at once, a section's when its code has arrived).
// Where React paints a page afresh instead (the 404 page served for an unknown path), the
// button tapped is replaced: the tap goes to its counterpart, the button with the same label
// at the same place among those so labelled. Links are left alone: they work without the
// app. A part whose code could not load is paused (`data-paused` on <html> lists it, set by
// the shell): its taps are not held, so its controls do what they do without the app (a
// popover opens) or say that they are paused. Plain ES5 and self-contained: it runs before
// anything else.
(function () {
  var GIVE_UP_AFTER_MS = 30000;
  var held = [];
  var timer = null;
  function isLive(element) {
    // Outside every part: rendered by the app after the page (a dialog, a toast).
    var part = element.closest('[data-part]');
    return part === null || part.hasAttribute('data-live');
  }
  // True when the element is in a part the shell marked paused.
  function isPaused(element) {
    var names = (document.documentElement.getAttribute('data-paused') || '').split(' ');
    for (var i = 0; i < names.length; i += 1) {
      if (names[i] && element.closest('[data-part="' + names[i] + '"]')) return true;
    }
    return false;
  }
  var CONTROLS = 'button, [role="button"]';
  function labelOf(control) {
    return control.tagName + '|' + (control.getAttribute('aria-label') || control.textContent);
  }
  // The page's controls with that label, in document order: a tapped control's place among
  // them finds its counterpart on a page painted afresh.
  function controlsLabelled(label) {
    var found = [];
    var all = document.querySelectorAll(CONTROLS);
    for (var i = 0; i < all.length; i += 1) if (labelOf(all[i]) === label) found.push(all[i]);
    return found;
  }
  function replayReady() {
    timer = null;
    var waiting = [];
    for (var i = 0; i < held.length; i += 1) {
      var tap = held[i];
      var control = tap.control.isConnected ? tap.control : controlsLabelled(tap.label)[tap.index];
      if (control && isLive(control)) {
        control.click();
      } else if (control && isPaused(control)) {
        // Dropped: the part will not come to life by itself (its Retry brings it).
      } else if (Date.now() - tap.at < GIVE_UP_AFTER_MS) {
        waiting.push(tap);
      }
    }
    held = waiting;
    if (held.length > 0) timer = setTimeout(replayReady, 50);
  }
  function hold(event) {
    var target = event.target;
    var control = target && target.closest && target.closest(CONTROLS);
    if (!control || control.disabled || isLive(control) || isPaused(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    var label = labelOf(control);
    var index = controlsLabelled(label).indexOf(control);
    held.push({ control: control, label: label, index: index, at: Date.now() });
    if (timer === null) timer = setTimeout(replayReady, 50);
  }
  document.addEventListener('click', hold, true);
  // heldWithin: whether a tap is held inside `element` (a part whose code is fetched only
  // when the reader acts on it asks, once the app runs, whether the reader already did).
  function heldWithin(element) {
    for (var i = 0; i < held.length; i += 1) if (element.contains(held[i].control)) return true;
    return false;
  }
  window.__earlyTaps = { isLive: isLive, heldWithin: heldWithin };
})();
