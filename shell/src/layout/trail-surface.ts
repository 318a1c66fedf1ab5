/** Things a reader operates: the trail never paints over them. */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [tabindex]:not([tabindex="-1"])';

/** How far from the pointer a dot's glow reaches, in CSS px (mouse-trail.tsx draws it). */
export const TRAIL_GLOW_REACH_PX = 15;

const contains = (rect: DOMRect, x: number, y: number) =>
  x >= rect.left && x <= rect.right && y >= rect.top && y <= rect.bottom;

/** Whether (x, y) is on a line of the element's own words (not its blank space beside them). */
function onOwnWords(element: Element, x: number, y: number): boolean {
  const range = document.createRange();
  return Array.from(element.childNodes).some((node) => {
    if (node.nodeType !== Node.TEXT_NODE || (node.textContent ?? '').trim() === '') return false;
    range.selectNodeContents(node);
    return Array.from(range.getClientRects()).some((rect) => contains(rect, x, y));
  });
}

/** Whether (x, y) is on words or on a control: what the trail must never cover. */
export function onWordsOrControl(x: number, y: number): boolean {
  const element = document.elementFromPoint(x, y);
  return element !== null && (element.closest(CONTROLS) !== null || onOwnWords(element, x, y));
}

/**
 * Whether a trail dot at (x, y) stays clear of words and controls: neither the pointer nor
 * the edges of the dot's glow are on any. The trail layer itself takes no pointer events, so
 * hit-testing sees the page beneath it.
 */
export function clearOfWords(x: number, y: number, reach = TRAIL_GLOW_REACH_PX): boolean {
  const probes: [number, number][] = [
    [x, y],
    [x - reach, y],
    [x + reach, y],
    [x, y - reach],
    [x, y + reach],
  ];
  return probes.every(([px, py]) => !onWordsOrControl(px, py));
}
