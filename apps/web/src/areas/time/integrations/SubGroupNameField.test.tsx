import { render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { heldField } from '../../../shared/lazy/held-load.test-kit';
import { lazyField } from '../../../shared/lazy/lazy-field';
import { PlainName } from './SubGroupNameField';
import { SubGroupNameSuggestions } from './SubGroupNameSuggestions';

describe("a rule's sub group field before its suggestions have come", () => {
  it('takes typing, and keeps the text, the caret and the focus when the suggestions arrive', async () => {
    const user = userEvent.setup();
    const held = heldField(SubGroupNameSuggestions);
    const Field = lazyField(held.load, PlainName).Component;
    function Form() {
      const [name, setName] = useState('');
      return (
        <>
          <Field label="Sub group" description="" data={['Reading', 'Research']} value={name} onChange={setName} />
          <output>{`name: ${name}`}</output>
        </>
      );
    }
    render(
      <MantineProvider>
        <Form />
      </MantineProvider>,
    );
    const plain = screen.getByRole('textbox', { name: 'Sub group' });
    await user.type(plain, 'Rex{Backspace}');
    expect(screen.getByText('name: Re')).toBeInTheDocument();

    await held.release();
    const field = await screen.findByRole('combobox', { name: 'Sub group' });
    expect(field).not.toBe(plain);
    expect(field).toHaveAttribute('id', plain.id);
    expect(field).toHaveValue('Re');
    expect(field).toHaveFocus();
    expect(field).toHaveProperty('selectionStart', 2);

    await user.keyboard('ad');
    await user.keyboard('{Enter}');
    expect(screen.getByText('name: Reading')).toBeInTheDocument();
  });
});
