import { listenForIntent } from './reader-intent';

describe('listenForIntent', () => {
  let root: HTMLElement;
  let part: HTMLElement;
  let link: HTMLAnchorElement;
  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"><div id="part"><a id="link" href="/x">x</a></div><p id="other">y</p></div>';
    root = document.getElementById('root')!;
    part = document.getElementById('part')!;
    link = document.getElementById('link') as HTMLAnchorElement;
  });

  it.each(['pointerover', 'focusin', 'touchstart'])(
    'hears %s inside its scope even where React stops it at its root (a part not hydrated yet)',
    (type) => {
      // React stops these events at its root, as they go down, over a dehydrated part.
      root.addEventListener(type, (event) => event.stopPropagation(), { capture: true });
      const heard = jest.fn();
      const stop = listenForIntent(heard, part);
      link.dispatchEvent(new Event(type, { bubbles: true }));
      expect(heard).toHaveBeenCalledTimes(1);
      stop();
      link.dispatchEvent(new Event(type, { bubbles: true }));
      expect(heard).toHaveBeenCalledTimes(1);
    },
  );

  it('hears nothing outside its scope, and the whole page without one', () => {
    const inPart = jest.fn();
    const onPage = jest.fn();
    const stops = [listenForIntent(inPart, part), listenForIntent(onPage)];
    document.getElementById('other')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(inPart).not.toHaveBeenCalled();
    expect(onPage).toHaveBeenCalledTimes(1);
    for (const stop of stops) stop();
  });
});
