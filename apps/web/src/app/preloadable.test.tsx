import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('preloadable', () => {
  it('renders at once, without the fallback, once preloaded', async () => {
    const greeting = preloadable(() => Promise.resolve(Greeting));
    await greeting.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <greeting.Component name="Ada" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
  });

  it('shows the fallback while loading, then the component, loading it once', async () => {
    let loads = 0;
    let arrive = () => {};
    const greeting = preloadable(() => {
      loads++;
      return new Promise<typeof Greeting>((resolve) => (arrive = () => resolve(Greeting)));
    });
    render(
      <Suspense fallback={<p>Loading</p>}>
        <greeting.Component name="Ada" />
        <greeting.Component name="Grace" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    arrive();
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('tries again after a failed load', async () => {
    let loads = 0;
    const greeting = preloadable(() =>
      ++loads === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(Greeting),
    );
    await expect(greeting.preload()).rejects.toThrow('offline');
    await expect(greeting.preload()).resolves.toBe(Greeting);
    expect(loads).toBe(2);
  });
});
