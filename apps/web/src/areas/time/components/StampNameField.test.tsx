import '../../../i18n/i18n';
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SubGroupSummary } from '@ordna/contract/time';
import { heldField } from '../../../shared/lazy/held-load.test-kit';
import { lazyField } from '../../../shared/lazy/lazy-field';
import { PlainNameField } from './StampNameField';
import { StampSuggestions } from './StampSuggestions';
import type { StampNameFieldProps } from './stamp-name-input';

const reading: SubGroupSummary = { _id: 'sub-1', name: 'Reading', timeGroupId: 'group-1', tags: [] };

describe("the stamp-in's name field before its suggestions have come", () => {
  it('takes typing, and keeps the text, the caret and the focus when the suggestions arrive', async () => {
    const user = userEvent.setup();
    const held = heldField<StampNameFieldProps>(StampSuggestions);
    const Field = lazyField<StampNameFieldProps>(held.load, PlainNameField).Component;
    function Form() {
      const [name, setName] = useState('');
      const closer = useRef<() => void>(() => {});
      return (
        <>
          <Field
            placeholder="What are you working on?"
            name={name}
            error={null}
            onName={setName}
            onChoose={() => {}}
            closer={closer}
            showDropdown
            suggestions={[reading]}
            runningIds={new Set()}
            newHint={null}
          />
          <output>{`name: ${name}`}</output>
        </>
      );
    }
    render(
      <MantineProvider>
        <Form />
      </MantineProvider>,
    );
    const plain = screen.getByRole('textbox', { name: 'What are you working on?' });
    await user.type(plain, 'Rex{Backspace}');
    expect(screen.getByText('name: Re')).toBeInTheDocument();

    await held.release();
    // The field with suggestions: Mantine's Combobox target, its list of sub groups beside it.
    const field = screen.getByRole('textbox', { name: 'What are you working on?' });
    expect(field).not.toBe(plain);
    expect(field).toHaveAttribute('aria-haspopup', 'listbox');
    expect(field).toHaveAttribute('id', plain.id);
    expect(field).toHaveValue('Re');
    expect(field).toHaveFocus();
    expect(field).toHaveProperty('selectionStart', 2);

    await user.keyboard('ad');
    expect(field).toHaveValue('Read');
    expect(screen.getByText('name: Read')).toBeInTheDocument();
  });
});
