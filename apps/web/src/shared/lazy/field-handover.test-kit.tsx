import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType, type ReactNode } from 'react';
import { expect } from 'vitest';
import { heldField } from './held-load.test-kit';
import { lazyField } from './lazy-field';

export interface FieldHandover<P> {
  /** The field the chunk brings. */
  loaded: ComponentType<P>;
  /** The stand-in shown until it comes. */
  plain: (props: P) => ReactNode;
  /** The field as a form uses it, holding `name` and calling `onName` as the person types. */
  form: (Field: ComponentType<P>, name: string, onName: (name: string) => void) => ReactNode;
  /** The field's accessible name, and the role of the loaded field ('textbox', 'combobox'). */
  label: string;
  role: 'textbox' | 'combobox';
}

/**
 * A person types "Re" into a lazy field's stand-in (lazyField) before its chunk comes; then it
 * comes. Checks the loaded field took the stand-in's place with its id, the text, the caret and
 * the focus, and answers it (with the user typing) for the test to go on with. The form shows
 * what it holds as `name: …`.
 */
export async function typedBeforeTheFieldCame<P extends { id?: string }>(handover: FieldHandover<P>) {
  const user = userEvent.setup();
  const held = heldField<P>(handover.loaded);
  const Field = lazyField<P>(held.load, handover.plain).Component;
  function Form() {
    const [name, setName] = useState('');
    return (
      <>
        {handover.form(Field, name, setName)}
        <output>{`name: ${name}`}</output>
      </>
    );
  }
  render(
    <MantineProvider>
      <Form />
    </MantineProvider>,
  );
  const plain = screen.getByRole('textbox', { name: handover.label });
  await user.type(plain, 'Rex{Backspace}');
  expect(screen.getByText('name: Re')).toBeInTheDocument();

  await held.release();
  const field = await screen.findByRole(handover.role, { name: handover.label });
  expect(field).not.toBe(plain);
  expect(field).toHaveAttribute('id', plain.id);
  expect(field).toHaveValue('Re');
  expect(field).toHaveFocus();
  expect(field).toHaveProperty('selectionStart', 2);
  return { user, field };
}
