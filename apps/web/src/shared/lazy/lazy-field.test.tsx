import { MantineProvider, NumberInput, Select, type NumberInputProps, type SelectProps } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { heldField } from './held-load.test-kit';
import { lazyField } from './lazy-field';
import { NumberInputStandIn, SelectStandIn } from './stand-ins';

function Rate({ Field }: { Field: ComponentType<NumberInputProps> }) {
  const [value, setValue] = useState<number | string>('');
  return (
    <MantineProvider>
      <Field label="Hourly rate" value={value} onChange={setValue} hideControls />
      <label>
        Note
        <input />
      </label>
      <output>{typeof value === 'number' ? `number ${value}` : `text ${value}`}</output>
    </MantineProvider>
  );
}

/** The rate field drawn as its stand-in, its chunk held. */
function rateField() {
  const held = heldField<NumberInputProps>(NumberInput);
  const rate = lazyField<NumberInputProps>(held.load, NumberInputStandIn);
  render(<Rate Field={rate.Component} />);
  return { held, user: userEvent.setup() };
}

/** A pick-list labelled 'Group' drawn as its native stand-in, its chunk held. */
function groupField(props: SelectProps) {
  const held = heldField<SelectProps>(Select);
  const group = lazyField<SelectProps>(held.load, SelectStandIn);
  render(
    <MantineProvider>
      <group.Component label="Group" {...props} />
    </MantineProvider>,
  );
  return { held, user: userEvent.setup() };
}

describe('a field typed into before it has come', () => {
  it('keeps the focus and every key when the real field takes the stand-in’s place mid-typing', async () => {
    const { held, user } = rateField();
    const standIn = screen.getByLabelText('Hourly rate');
    await user.click(standIn);
    await user.keyboard('12');
    expect(standIn).toHaveValue('12');

    await held.release();
    const field = screen.getByLabelText('Hourly rate');
    expect(field).not.toBe(standIn);
    expect(field).toHaveFocus();
    await user.keyboard('34');
    expect(field).toHaveValue('1234');
    expect(screen.getByText('number 1234')).toBeInTheDocument();
  });

  it('keeps the caret where it was, counted from the end', async () => {
    const { held, user } = rateField();
    await user.click(screen.getByLabelText('Hourly rate'));
    await user.keyboard('1234{ArrowLeft}{ArrowLeft}');

    await held.release();
    await user.keyboard('5');
    expect(screen.getByLabelText('Hourly rate')).toHaveValue('12534');
  });

  it('leaves a focus elsewhere where it is', async () => {
    const { held, user } = rateField();
    await user.click(screen.getByLabelText('Note'));
    await held.release();
    expect(screen.getByLabelText('Note')).toHaveFocus();
  });

  it('hands a pick-list’s focus from the native stand-in to the real one', async () => {
    const { held, user } = groupField({ data: ['Work', 'Home'], value: 'Work' });
    await user.tab();
    const standIn = screen.getByLabelText('Group');
    expect(standIn.tagName).toBe('SELECT');
    expect(standIn).toHaveFocus();
    await held.release();
    // Mantine's own: a text field that opens the list (labelled 'Group' too).
    const field = document.activeElement;
    expect(field).not.toBe(standIn);
    expect(field?.tagName).toBe('INPUT');
    expect(field).toHaveAttribute('id', standIn.id);
    expect(field).toHaveValue('Work');
  });

  it('goes on searching a searchable pick-list with the letters typed into its stand-in', async () => {
    const { held, user } = groupField({ data: ['Work', 'Home', 'Holiday'], searchable: true });
    await user.tab();
    await user.keyboard('Ho');
    await held.release();
    const field = document.activeElement;
    expect(field?.tagName).toBe('INPUT');
    expect(field).toHaveValue('Ho');
    await user.keyboard('m');
    expect(field).toHaveValue('Hom');
    // Its list, filtered by the search (drawn in a transition: hidden to the accessibility tree in jsdom).
    expect(await screen.findByRole('option', { name: 'Home', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Holiday', hidden: true })).not.toBeInTheDocument();
  });
});
