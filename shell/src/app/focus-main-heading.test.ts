import { focusMainHeadingWhenShown } from './focus-main-heading';

function mainWith(html: string): HTMLElement {
  document.body.innerHTML = `<main id="main" tabindex="-1">${html}</main>`;
  return document.getElementById('main') as HTMLElement;
}

describe('focusMainHeadingWhenShown', () => {
  it('focuses the heading that is there, as a stop for scripts only', () => {
    const main = mainWith('<h1>Here</h1><a href="/x">x</a>');
    focusMainHeadingWhenShown(main);
    const heading = main.querySelector('h1');
    expect(document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that comes later (a section rendering after its code)', async () => {
    const main = mainWith('<div role="status">Loading…</div>');
    focusMainHeadingWhenShown(main);
    expect(document.activeElement).toBe(document.body);
    main.innerHTML = '<h1>Arrived</h1>';
    await Promise.resolve();
    expect(document.activeElement).toBe(main.querySelector('h1'));
  });

  it('stops waiting when told to (the reader went on to another page)', async () => {
    const main = mainWith('');
    const stop = focusMainHeadingWhenShown(main);
    stop();
    main.innerHTML = '<h1>Too late</h1>';
    await Promise.resolve();
    expect(document.activeElement).toBe(document.body);
  });
});
