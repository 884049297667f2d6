import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPart } from './lazy-part';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>{`${label} ${count}`}</button>;
}

/** A load the test lets through when it says so. */
function heldLoad<T>(value: T) {
  let release!: () => void;
  const load = () => new Promise<T>((resolve) => (release = () => resolve(value)));
  return { load, release: () => release() };
}

describe('a part loaded after the first paint', () => {
  it('shows its stand-in while the chunk comes, then itself, and keeps its state afterwards', async () => {
    const user = userEvent.setup();
    const held = heldLoad(Counter);
    const part = lazyPart(held.load, ({ label }) => <span>{`${label} coming`}</span>);
    const { rerender } = render(<part.Component label="Clicks" />);
    expect(screen.getByText('Clicks coming')).toBeInTheDocument();
    await act(async () => held.release());
    await user.click(await screen.findByRole('button', { name: 'Clicks 0' }));
    rerender(<part.Component label="Taps" />);
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBeInTheDocument();
  });

  it('keeps its stand-in, and the page standing, when the chunk cannot be fetched; a later preload tries again', async () => {
    let fails = true;
    const part = lazyPart(
      () =>
        fails ? Promise.reject(new TypeError('Failed to fetch dynamically imported module')) : Promise.resolve(Counter),
      ({ label }) => <span>{`${label} as text`}</span>,
    );
    const { unmount } = render(
      <main>
        <h1>Still here</h1>
        <part.Component label="Note" />
      </main>,
    );
    expect(await part.preload()).toBeNull();
    expect(await screen.findByText('Note as text')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Still here' })).toBeInTheDocument();
    unmount();
    fails = false;
    await act(async () => void (await part.preload()));
    render(<part.Component label="Note" />);
    expect(screen.getByRole('button', { name: 'Note 0' })).toBeInTheDocument();
  });

  it('swaps a stand-in that holds state of its own for the part without breaking the page', async () => {
    const held = heldLoad(Counter);
    function Typing({ label }: { label: string }) {
      const [text, setText] = useState('');
      return <input aria-label={label} value={text} onChange={(event) => setText(event.currentTarget.value)} />;
    }
    const part = lazyPart(held.load, Typing);
    render(<part.Component label="Rate" />);
    await userEvent.setup().type(screen.getByLabelText('Rate'), '12');
    await act(async () => held.release());
    expect(await screen.findByRole('button', { name: 'Rate 0' })).toBeInTheDocument();
  });
});
