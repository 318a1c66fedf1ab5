import { act, render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { OptionalPart } from './optional-part';

function SignUp() {
  return (
    <form action="/api/newsletter" method="post">
      <label>
        Your address <input name="email" />
      </label>
    </form>
  );
}

/** A part's chunk that cannot be had, as offline when it was never fetched. */
const Unreachable = lazy<typeof SignUp>(() =>
  Promise.reject(new Error('Loading chunk post-signup failed')),
);
const Reachable = lazy(() => Promise.resolve({ default: SignUp }));

function Page({ part }: { part: React.ReactNode }) {
  return (
    <main>
      <p>The post's words.</p>
      <button type="button">Like</button>
      <OptionalPart name="post-signup">{part}</OptionalPart>
    </main>
  );
}

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => errors.mockRestore());

async function settle() {
  for (let turn = 0; turn < 5; turn += 1) {
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
  }
}

it('a served part whose chunk fails keeps its served HTML, and the page around it is adopted', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page part={<SignUp />} />);
  document.body.append(container);
  let clicked = 0;
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(
      container,
      <main>
        <p>The post&apos;s words.</p>
        <button type="button" onClick={() => (clicked += 1)}>
          Like
        </button>
        <OptionalPart name="post-signup">
          <Unreachable />
        </OptionalPart>
      </main>,
    );
  });
  await settle();
  // The form as served, in a copy marked as such; the page's own controls live.
  const form = container.querySelector('[data-part="post-signup"][data-served] form');
  expect(form).toHaveAttribute('action', '/api/newsletter');
  expect(screen.getByLabelText('Your address')).toBeInTheDocument();
  screen.getByRole('button', { name: 'Like' }).click();
  expect(clicked).toBe(1);
  expect(errors).toHaveBeenCalledWith(
    expect.stringContaining(
      'The part "post-signup" could not load (Loading chunk post-signup failed); kept as it was served',
    ),
  );
  // Paused: the early-taps script lets the served form's button do what it does unaided.
  expect(document.documentElement).toHaveAttribute('data-paused', 'post-signup');
  act(() => root.unmount());
  expect(document.documentElement).not.toHaveAttribute('data-paused');
  container.remove();
});

it('a part drawn in the browser whose chunk fails is left out, with one line in the console', async () => {
  render(<Page part={<Unreachable />} />);
  await settle();
  expect(screen.getByText("The post's words.")).toBeVisible();
  expect(document.querySelector('[data-part="post-signup"]')).toBeNull();
  expect(errors).toHaveBeenCalledWith(expect.stringContaining('left out'));
});

it('a part whose chunk arrives is drawn live', async () => {
  render(<Page part={<Reachable />} />);
  expect(await screen.findByLabelText('Your address')).toBeInTheDocument();
  expect(document.querySelector('[data-part="post-signup"]')).toHaveAttribute('data-live');
  expect(document.querySelector('[data-served]')).toBeNull();
});

it('a served part keeps its served HTML while its chunk is on its way, through the render after hydration', async () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page part={<SignUp />} />);
  document.body.append(container);
  let arrive!: () => void;
  const Slow = lazy(
    () =>
      new Promise<{ default: typeof SignUp }>(
        (resolve) => (arrive = () => resolve({ default: SignUp })),
      ),
  );
  let root!: ReturnType<typeof hydrateRoot>;
  await act(async () => {
    root = hydrateRoot(container, <Page part={<Slow />} />);
  });
  await settle();
  // Before the fix the part was drawn again from nothing here: the form gone until its chunk.
  expect(container.querySelector('[data-part="post-signup"] form')).not.toBeNull();
  await act(async () => arrive());
  await settle();
  expect(container.querySelector('[data-part="post-signup"]')).toHaveAttribute('data-live');
  expect(container.querySelector('form')).not.toBeNull();
  act(() => root.unmount());
  container.remove();
});
