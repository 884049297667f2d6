import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MultiSelectStandIn, NumberInputStandIn, numberOf, SelectStandIn } from './stand-ins';

const groups = [
  { value: 'g1', label: 'Work' },
  { value: 'g2', label: 'Home' },
];

function Rate() {
  const [value, setValue] = useState<number | string>(1200.5);
  return (
    <>
      <NumberInputStandIn label="Rate" value={value} onChange={setValue} decimalSeparator="," thousandSeparator=" " />
      <output>{typeof value === 'number' ? `number ${value}` : `text ${value}`}</output>
    </>
  );
}

describe('the stand-ins drawn until Mantine’s inputs have come', () => {
  it('a pick-list is a native select with the same label: choosing, and clearing, answer as Select does', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <MantineProvider>
        <SelectStandIn label="Group" placeholder="No group" data={groups} value="g1" onChange={onChange} clearable />
      </MantineProvider>,
    );
    const field = screen.getByLabelText('Group');
    expect(field).toHaveValue('g1');
    await user.selectOptions(field, 'Home');
    expect(onChange).toHaveBeenLastCalledWith('g2', { value: 'g2', label: 'Home' });
    await user.selectOptions(field, 'No group');
    expect(onChange).toHaveBeenLastCalledWith(null, null);
  });

  it('a number field takes typed numbers with the locale’s separators, as NumberInput reads them', async () => {
    const user = userEvent.setup();
    render(
      <MantineProvider>
        <Rate />
      </MantineProvider>,
    );
    const field = screen.getByLabelText('Rate');
    expect(field).toHaveValue('1200,5');
    await user.clear(field);
    await user.type(field, '1 250,');
    expect(screen.getByText('text 1 250,')).toBeInTheDocument();
    await user.type(field, '75');
    expect(screen.getByText('number 1250.75')).toBeInTheDocument();
  });

  it('reads what a number field holds', () => {
    expect(numberOf('3.5')).toBe(3.5);
    expect(numberOf('')).toBe('');
    expect(numberOf('-')).toBe('-');
    expect(numberOf('1,000.25', '.', true)).toBe(1000.25);
  });

  it('a multiple choice names what is chosen, with its label', () => {
    render(
      <MantineProvider>
        <MultiSelectStandIn label="Groups" data={groups} value={['g2', 'g1']} />
      </MantineProvider>,
    );
    expect(screen.getByLabelText('Groups')).toHaveValue('Home, Work');
  });
});
