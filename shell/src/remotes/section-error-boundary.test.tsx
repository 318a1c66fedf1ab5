import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SectionErrorBoundary } from './section-error-boundary';

function Flaky({ broken }: { broken: boolean }) {
  if (broken) throw new Error('remote exploded');
  return <p>section content</p>;
}

function Harness() {
  const [broken, setBroken] = useState(true);
  return (
    <SectionErrorBoundary
      resetKey="/blog"
      onRetry={() => setBroken(false)}
      fallback={(error, retry) => (
        <div role="alert">
          {error.message}
          <button onClick={retry}>Retry</button>
        </div>
      )}
    >
      <Flaky broken={broken} />
    </SectionErrorBoundary>
  );
}

describe('SectionErrorBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('contains a failing section and recovers on Retry', async () => {
    render(<Harness />);
    expect(screen.getByRole('alert')).toHaveTextContent('remote exploded');
    expect(console.error).toHaveBeenCalledWith(
      'A section failed and was contained:',
      'remote exploded',
      expect.any(String),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('section content')).toBeInTheDocument();
  });

  it('clears the error when the reader navigates elsewhere', () => {
    const fallback = () => <p>fallback</p>;
    const { rerender } = render(
      <SectionErrorBoundary resetKey="/a" onRetry={() => undefined} fallback={fallback}>
        <Flaky broken />
      </SectionErrorBoundary>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    rerender(
      <SectionErrorBoundary resetKey="/b" onRetry={() => undefined} fallback={fallback}>
        <Flaky broken={false} />
      </SectionErrorBoundary>,
    );
    expect(screen.getByText('section content')).toBeInTheDocument();
  });
});
