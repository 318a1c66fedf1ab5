import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyNamed } from './lazy-named';

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe('lazyNamed', () => {
  it('renders the named export once its module has loaded, with the props it was given', async () => {
    let loads = 0;
    const LazyGreeting = lazyNamed(() => {
      loads += 1;
      return Promise.resolve({ Greeting, unused: () => null });
    }, 'Greeting');
    expect(loads).toBe(0);

    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyGreeting name="a reader" />
        <LazyGreeting name="reader" />
      </Suspense>,
    );

    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello, a reader')).toBeInTheDocument();
    expect(screen.getByText('Hello, reader')).toBeInTheDocument();
    expect(loads).toBe(1);
  });
});
