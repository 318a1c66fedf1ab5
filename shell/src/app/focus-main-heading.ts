/** How long a new page's heading is waited for (its section's code may still be on its way). */
const HEADING_PATIENCE_MS = 10_000;

/** Focuses the page's main heading, without scrolling: screen readers announce it. */
function focusHeading(heading: HTMLElement): void {
  // Focusable by script only: the heading is no stop on the Tab order.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

/**
 * Focuses `main`'s h1 once it is on the page: at once, or when it arrives (a section's
 * page renders after its code). Returns a function that stops waiting.
 */
export function focusMainHeadingWhenShown(main: HTMLElement): () => void {
  const heading = main.querySelector('h1');
  if (heading) {
    focusHeading(heading);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const arrived = main.querySelector('h1');
    if (!arrived) return;
    stop();
    focusHeading(arrived);
  });
  const timer = setTimeout(() => stop(), HEADING_PATIENCE_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
