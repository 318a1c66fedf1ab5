import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { loadLikeTheBuild } from '../testing/load-like-the-build';
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
});
