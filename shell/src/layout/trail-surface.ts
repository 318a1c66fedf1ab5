/** Things a reader operates: the trail never paints over them. */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [tabindex]:not([tabindex="-1"])';

/** How far from the pointer a dot's glow reaches, in CSS px (mouse-trail.tsx draws it). */
export const TRAIL_GLOW_REACH_PX = 15;

/** Whether the element holds words of its own (not only inside its children). */
function holdsWords(element: Element): boolean {
  return Array.from(element.childNodes).some(
    (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
  );
}

/** Whether the element is, or is inside, a control, or holds words of its own. */
export function isWordsOrControl(element: Element | null): boolean {
  return element !== null && (element.closest(CONTROLS) !== null || holdsWords(element));
}

/**
 * Whether a trail dot at (x, y) stays clear of words and controls: nothing under the pointer,
 * nor under the edges of the dot's glow, carries any. The trail layer itself takes no pointer
 * events, so hit-testing sees the page beneath it.
 */
export function clearOfWords(x: number, y: number, reach = TRAIL_GLOW_REACH_PX): boolean {
  const probes: [number, number][] = [
    [x, y],
    [x - reach, y],
    [x + reach, y],
    [x, y - reach],
    [x, y + reach],
  ];
  return probes.every(([px, py]) => !isWordsOrControl(document.elementFromPoint(px, py)));
}
