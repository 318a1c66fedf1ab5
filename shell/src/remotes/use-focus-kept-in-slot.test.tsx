import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useFocusKeptInSlot } from './use-focus-kept-in-slot';

/** A slot whose content is the served copy of a part, then the live part (as RemotePartSlot). */
function Slot({ live, notice = false }: { live: boolean; notice?: boolean }) {
  const slot = useRef<HTMLDivElement>(null);
  useFocusKeptInSlot(slot);
  return (
    <div ref={slot}>
      {notice ? (
        <p key="notice" role="status">
          Loading the newest post…
        </p>
      ) : live ? (
        <article key="live">
          <a href="/blog/a-post">A post</a>
          <button type="button">Like</button>
        </article>
      ) : (
        <div key="served">
          <a href="/blog/a-post">A post</a>
        </div>
      )}
    </div>
  );
}

const committed = () => new Promise((resolve) => setTimeout(resolve, 0));

it('gives the focus back to the same link when the served copy is swapped for the live part', async () => {
  const { rerender } = render(<Slot live={false} />);
  screen.getByRole('link', { name: 'A post' }).focus();
  rerender(<Slot live />);
  await committed();
  expect(screen.getByRole('link', { name: 'A post' })).toHaveFocus();
});

it('keeps the place through a notice with nothing to focus, until the live part comes', async () => {
  const { rerender } = render(<Slot live={false} />);
  screen.getByRole('link', { name: 'A post' }).focus();
  rerender(<Slot live={false} notice />);
  await committed();
  expect(document.body).toHaveFocus();
  rerender(<Slot live />);
  await committed();
  expect(screen.getByRole('link', { name: 'A post' })).toHaveFocus();
});

it('leaves the focus alone when the reader has moved it elsewhere', async () => {
  const { rerender } = render(
    <>
      <Slot live={false} />
      <button type="button">Elsewhere</button>
    </>,
  );
  screen.getByRole('link', { name: 'A post' }).focus();
  screen.getByRole('button', { name: 'Elsewhere' }).focus();
  rerender(
    <>
      <Slot live />
      <button type="button">Elsewhere</button>
    </>,
  );
  await committed();
  expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
});
