import { MantineProvider, Tooltip as MantineTooltip, type TooltipProps } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { heldLoad } from './held-load.test-kit';
import { lazyTooltip } from './Tooltip';

/** A Tooltip whose code comes when the test says (a cold load on a slow network), and how often it was asked for. */
function heldTooltip() {
  const held = heldLoad<ComponentType<TooltipProps>>(MantineTooltip);
  const load = vi.fn(held.load);
  const { Tooltip } = lazyTooltip(load);
  /** Draws a button named `name` with the tooltip around it, and answers the button. */
  const drawButton = (name: string, props: Omit<TooltipProps, 'children'>) => {
    render(
      <MantineProvider env="test">
        <Tooltip {...props}>
          <button type="button" aria-label={name}>
            •
          </button>
        </Tooltip>
      </MantineProvider>,
    );
    return screen.getByRole('button', { name });
  };
  return { Tooltip, drawButton, load, release: () => act(async () => held.release()) };
}

describe('a Tooltip whose code comes when a person first asks for a tooltip', () => {
  it('fetches nothing until the control is pointed at, then shows the tip for that same hover', async () => {
    const user = userEvent.setup();
    const { drawButton, load, release } = heldTooltip();
    const button = drawButton('Edit', { label: 'Edit Lunch', openDelay: 400 });
    // A keyboard's focus asks nothing of a tooltip shown on hover only (Mantine's `events` by default).
    await user.tab();
    expect(button).toHaveFocus();
    expect(load).not.toHaveBeenCalled();
    await user.hover(button);
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await release();
    const tip = await screen.findByRole('tooltip');
    expect(tip).toHaveTextContent('Edit Lunch');
    expect(button).toHaveAttribute('aria-describedby', tip.id);
    expect(screen.getByRole('button', { name: 'Edit' })).toBe(button);
    expect(button).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.unhover(button);
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Edit Lunch');
  });

  it('shows no tip when the pointer has left before the code came, and the next hover shows it', async () => {
    const user = userEvent.setup();
    const { drawButton, release } = heldTooltip();
    const button = drawButton('Dark', { label: 'Switch to dark' });
    await user.hover(button);
    await user.unhover(button);
    await release();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.hover(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Switch to dark');
  });

  it('asks for nothing on a touch where `events` says a touch shows no tip', () => {
    const { drawButton, load } = heldTooltip();
    const button = drawButton('Hide', { label: 'Hide the second bar' });
    fireEvent.pointerOver(button, { pointerType: 'touch' });
    fireEvent.touchStart(button);
    expect(load).not.toHaveBeenCalled();
  });

  it('takes a click on the control while the code comes, keeps its own handlers and ref, and shows the tip on focus where asked', async () => {
    const user = userEvent.setup();
    const { Tooltip, load, release } = heldTooltip();
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
    await user.click(button);
    expect(load).toHaveBeenCalledTimes(1);
    await release();
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBe(button);
    expect(element).toBe(button);
    await user.click(button);
    expect(screen.getByRole('button', { name: 'Clicked 2' })).toBe(button);
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab({ shift: true });
    expect(button).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Count once more');
  });

  it('shows the tip for a keyboard focus that asked for it once the code comes, where `events` says focus', async () => {
    const user = userEvent.setup();
    const { Tooltip, load, release } = heldTooltip();
    render(
      <MantineProvider env="test">
        <Tooltip label="Your account" events={{ hover: true, focus: true, touch: false }}>
          <button type="button" aria-label="Account">
            ☺
          </button>
        </Tooltip>
      </MantineProvider>,
    );
    await user.tab();
    expect(load).toHaveBeenCalledTimes(1);
    await release();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Your account');
    expect(screen.getByRole('button', { name: 'Account' })).toHaveFocus();
  });
});
