import { asksForSearch } from './search-shortcut';

function press(target: Element, init: KeyboardEventInit = {}): boolean {
  let asked = false;
  const listener = (event: KeyboardEvent) => (asked = asksForSearch(event));
  document.addEventListener('keydown', listener);
  target.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true, ...init }));
  document.removeEventListener('keydown', listener);
  return asked;
}

describe('the / shortcut', () => {
  afterEach(() => document.body.replaceChildren());

  it('asks for search from the page', () => {
    const link = document.body.appendChild(document.createElement('a'));
    expect(press(document.body)).toBe(true);
    expect(press(link)).toBe(true);
  });

  it('is typed, not taken, in a text field, a text area or editable text', () => {
    const input = document.body.appendChild(document.createElement('input'));
    const area = document.body.appendChild(document.createElement('textarea'));
    const editable = document.body.appendChild(document.createElement('div'));
    editable.setAttribute('contenteditable', '');
    const inside = editable.appendChild(document.createElement('span'));
    for (const target of [input, area, editable, inside]) expect(press(target)).toBe(false);
  });

  it('is left alone with a modifier, or when another key', () => {
    expect(press(document.body, { ctrlKey: true })).toBe(false);
    expect(press(document.body, { metaKey: true })).toBe(false);
    expect(press(document.body, { key: '?' })).toBe(false);
  });

  it('does not open search over a dialog already open', () => {
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.setAttribute('open', '');
    expect(press(document.body)).toBe(false);
  });
});
