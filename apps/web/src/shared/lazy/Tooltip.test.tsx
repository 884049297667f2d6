import { MantineProvider, Tooltip as MantineTooltip, type TooltipProps } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { heldLoad } from './held-load.test-kit';
import { lazyTooltip } from './Tooltip';

/** A Tooltip whose code comes when the test says (a cold load on a slow network). */
function heldTooltip() {
  const held = heldLoad<ComponentType<TooltipProps>>(MantineTooltip);
  const { Tooltip } = lazyTooltip(held.load);
  return { Tooltip, release: () => act(async () => held.release()) };
}

describe('a Tooltip whose code comes after the first paint', () => {
  it('keeps the control the same element, focused, when the code comes; a hover then shows the tip', async () => {
    const user = userEvent.setup();
    const { Tooltip, release } = heldTooltip();
    render(
      <MantineProvider env="test">
        <Tooltip label="Edit Lunch" openDelay={400}>
          <button type="button" aria-label="Edit">
            ✎
          </button>
        </Tooltip>
      </MantineProvider>,
    );
    await user.tab();
    const button = screen.getByRole('button', { name: 'Edit' });
    expect(button).toHaveFocus();
    await release();
    expect(screen.getByRole('button', { name: 'Edit' })).toBe(button);
    expect(button).toBeInTheDocument();
    expect(button).toHaveFocus();
    await user.hover(button);
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Edit Lunch');
    expect(button).toHaveAttribute('aria-describedby', tip.id);
  });

  it('takes a click on the control found before the code came, keeps its own handlers and ref, and shows the tip on focus where asked', async () => {
    const user = userEvent.setup();
    const { Tooltip, release } = heldTooltip();
    let element: HTMLButtonElement | null = null;
    function Counter() {
      const [count, setCount] = useState(0);
      return (
        <MantineProvider env="test">
          <Tooltip label="Count once more" events={{ hover: true, focus: true, touch: false }}>
            <button type="button" ref={(node) => void (element = node)} onClick={() => setCount(count + 1)}>
              {`Clicked ${count}`}
            </button>
          </Tooltip>
          <button type="button">Elsewhere</button>
        </MantineProvider>
      );
    }
    render(<Counter />);
    const button = screen.getByRole('button', { name: 'Clicked 0' });
    await release();
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBe(button);
    expect(element).toBe(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Count once more');
  });
});
