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
 * page renders after its code). A heading replaced while the page is still arriving (a poem
 * whose words came after its title) hands the focus on to the new one, unless the reader has
 * put it somewhere since. Returns a function that stops watching.
 */
export function focusMainHeadingWhenShown(main: HTMLElement): () => void {
  let focused: HTMLElement | null = null;
  const focusIfLost = () => {
    const heading = main.querySelector('h1');
    if (!heading || heading === focused) return;
    const active = document.activeElement;
    if (focused && active !== null && active !== document.body && active !== focused) {
      stop(); // the reader moved on
      return;
    }
    if (focused?.isConnected && active === focused) return;
    focused = heading;
    focusHeading(heading);
  };
  const observer = new MutationObserver(focusIfLost);
  const timer = setTimeout(() => stop(), HEADING_PATIENCE_MS);
  function stop() {
    observer.disconnect();
    clearTimeout(timer);
  }
  focusIfLost();
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
