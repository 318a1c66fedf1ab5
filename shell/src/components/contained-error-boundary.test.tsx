import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ContainedErrorBoundary } from './contained-error-boundary';

function Flaky({ broken, onRender }: { broken: boolean; onRender?: () => void }) {
  onRender?.();
  if (broken) throw new Error('remote exploded');
  return <p>section content</p>;
}

const fallback = (error: Error, retry: () => void) => (
  <div role="alert">
    {error.message}
    <button onClick={retry}>Retry</button>
  </div>
);

function Harness({ onRender }: { onRender?: () => void }) {
  const [broken, setBroken] = useState(true);
  return (
    <ContainedErrorBoundary
      name="The blog"
      beforeRetry={() => setBroken(false)}
      fallback={fallback}
    >
      <Flaky broken={broken} onRender={onRender} />
    </ContainedErrorBoundary>
  );
}

describe('ContainedErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('contains a failure and logs it once, naming the part and the cause', () => {
    render(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('remote exploded');
    const ours = jest
      .mocked(console.error)
      .mock.calls.filter(([first]) => String(first).includes('failed and was contained'));
    expect(ours).toEqual([
      ['The blog failed and was contained:', 'remote exploded', expect.any(String)],
    ]);
  });

  it('recovers on Retry, rendering the part again once', async () => {
    let renders = 0;
    render(<Harness onRender={() => (renders += 1)} />);
    const before = renders;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('section content')).toBeInTheDocument();
    // One reset path: the part renders once more, not once per reset.
    expect(renders - before).toBe(1);
  });

  it('renders again even when beforeRetry fails, and shows the new failure', async () => {
    render(
      <ContainedErrorBoundary
        name="The blog"
        beforeRetry={() => Promise.reject(new Error('still offline'))}
        fallback={fallback}
      >
        <Flaky broken />
      </ContainedErrorBoundary>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('remote exploded');
    expect(
      jest
        .mocked(console.error)
        .mock.calls.filter(([first]) => String(first).includes('failed and was contained')),
    ).toHaveLength(2);
  });

  it('clears the error when the reader navigates elsewhere', () => {
    const plain = () => <p>fallback</p>;
    const { rerender } = render(
      <ContainedErrorBoundary name="The page" resetKey="/a" fallback={plain}>
        <Flaky broken />
      </ContainedErrorBoundary>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    rerender(
      <ContainedErrorBoundary name="The page" resetKey="/b" fallback={plain}>
        <Flaky broken={false} />
      </ContainedErrorBoundary>,
    );
    expect(screen.getByText('section content')).toBeInTheDocument();
  });
});
