import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, use, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { loadLikeTheBuild } from '../testing/load-like-the-build';
import { LivePart } from './live-part';
import { OnDemand } from './on-demand';

function Poem({ load }: { load: (retry?: boolean) => Promise<string> }) {
  return (
    <OnDemand
      load={load}
      loading={<p>loading</p>}
      failed={(retry) => (
        <button type="button" onClick={retry}>
          try again
        </button>
      )}
    >
      {(text) => <p>{text}</p>}
    </OnDemand>
  );
}

describe('OnDemand', () => {
  it('shows its placeholder until the value arrives, then the value', async () => {
    let arrive: (text: string) => void = () => undefined;
    const load = loadLikeTheBuild(() => new Promise<string>((resolve) => (arrive = resolve)));
    await act(async () => {
      render(<Poem load={load} />);
    });
    expect(screen.getByText('loading')).toBeVisible();
    await act(async () => arrive('a red line'));
    expect(screen.getByText('a red line')).toBeVisible();
    expect(screen.queryByText('loading')).toBeNull();
  });

  it('shows the failure in its place, and retry loads again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let online = false;
    const load = loadLikeTheBuild(() =>
      online ? Promise.resolve('a red line') : Promise.reject(new Error('offline')),
    );
    await act(async () => {
      render(<Poem load={load} />);
    });
    const retry = screen.getByRole('button', { name: 'try again' });
    expect(console.error).toHaveBeenCalledWith('Content failed to load:', 'offline');
    online = true;
    await act(async () => userEvent.click(retry));
    expect(screen.getByText('a red line')).toBeVisible();
  });

  it('served with the page, a failure is handed on to the part around it (the page stays)', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const caught: Error[] = [];
    class Part extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError() {
        return { failed: true };
      }
      override componentDidCatch(error: Error) {
        caught.push(error);
      }
      override render() {
        return this.state.failed ? <p>the served page, kept</p> : this.props.children;
      }
    }
    const served = renderToString(
      <Part>
        <Poem load={() => new Promise<string>(() => undefined)} />
      </Part>,
    );
    const container = document.createElement('div');
    container.innerHTML = served;
    document.body.append(container);
    const load = loadLikeTheBuild(() => Promise.reject(new Error('its code is gone')));
    await act(async () => {
      hydrateRoot(
        container,
        <Part>
          <Poem load={load} />
        </Part>,
        { onRecoverableError: () => undefined },
      );
    });
    expect(caught.map((error) => error.message)).toEqual(['its code is gone']);
    expect(screen.getByText('the served page, kept')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'try again' })).toBeNull();
    container.remove();
  });

  it("in place of a part's served copy, the first load keeps the copy on screen, not the notice", async () => {
    let arrive: (text: string) => void = () => undefined;
    const load = loadLikeTheBuild(() => new Promise<string>((resolve) => (arrive = resolve)));
    const seen: string[] = [];
    // The part's code: the slot shows the served copy until it has come.
    let codeArrives: () => void = () => undefined;
    const code = new Promise<void>((resolve) => (codeArrives = resolve));
    function WhenItsCodeIsHere({ children }: { children: ReactNode }) {
      use(code);
      return children;
    }
    // As the shell's part slot: the served copy is the boundary's fallback until the part is here.
    const slot = (
      <Suspense
        fallback={
          <div data-part="newest-poem" data-served="" style={{ display: 'contents' }}>
            <p>the served card</p>
          </div>
        }
      >
        <LivePart name="newest-poem">
          <WhenItsCodeIsHere>
            <Poem load={load} />
          </WhenItsCodeIsHere>
        </LivePart>
      </Suspense>
    );
    const observer = new MutationObserver(() => seen.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await act(async () => {
      render(slot);
    });
    expect(screen.getByText('the served card')).toBeVisible();
    await act(async () => codeArrives());
    expect(screen.getByText('the served card')).toBeVisible();
    await act(async () => arrive('a red line'));
    expect(screen.getByText('a red line')).toBeVisible();
    expect(screen.queryByText('the served card')).toBeNull();
    observer.disconnect();
    expect(seen.some((text) => text.includes('loading'))).toBe(false);
  });

  it('with no served copy on screen, a part shows its notice while it loads', async () => {
    let arrive: (text: string) => void = () => undefined;
    const load = loadLikeTheBuild(() => new Promise<string>((resolve) => (arrive = resolve)));
    await act(async () => {
      render(
        <Suspense fallback={<p>the placeholder</p>}>
          <LivePart name="newest-poem">
            <Poem load={load} />
          </LivePart>
        </Suspense>,
      );
    });
    expect(screen.getByText('loading')).toBeVisible();
    await act(async () => arrive('a red line'));
    expect(screen.getByText('a red line')).toBeVisible();
  });
});
