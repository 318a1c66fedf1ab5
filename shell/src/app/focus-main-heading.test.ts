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

  it('hands the focus on to a heading that replaces the one it gave it to', async () => {
    const main = mainWith('<h1>Title</h1><p role="status">Loading the poem…</p>');
    focusMainHeadingWhenShown(main);
    main.innerHTML = '<article><h1>Title</h1><p>The poem</p></article>';
    await Promise.resolve();
    expect(document.activeElement).toBe(main.querySelector('h1'));
  });

  it('leaves the focus where the reader put it since', async () => {
    const main = mainWith('<h1>Title</h1><a href="/x">x</a>');
    focusMainHeadingWhenShown(main);
    main.querySelector('a')?.focus();
    main.querySelector('h1')?.replaceWith(document.createElement('h1'));
    await Promise.resolve();
    expect(document.activeElement).toBe(main.querySelector('a'));
  });
});
