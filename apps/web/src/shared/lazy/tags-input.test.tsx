import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { heldField } from './held-load.test-kit';
import { TagsInput as MantineTagsInput } from './mantine-tags-input';
import { tagsInputOf } from './TagsInput';
import { withTag, type HandedTagsProps } from './tags-input-stand-in';

/** A load of the real field that the test lets through when it says so. */
function heldTagsInput() {
  const held = heldField<HandedTagsProps>(MantineTagsInput);
  return { ...tagsInputOf(held.load), release: held.release };
}

function ContextsForm({
  TagsInput,
  onSubmit,
}: {
  TagsInput: ReturnType<typeof tagsInputOf>['TagsInput'];
  onSubmit: () => void;
}) {
  const [tags, setTags] = useState(['Work']);
  return (
    <MantineProvider>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <TagsInput
          label="Contexts"
          data={['Work', 'Family', 'Garden']}
          value={tags}
          onChange={setTags}
          splitChars={[]}
          clearable
        />
        <output>{tags.join(' | ')}</output>
      </form>
    </MantineProvider>
  );
}

/** The tags the form holds. */
const chosen = () => screen.getByRole('status');

/** The field a person types in (Mantine's TagsInput also keeps a hidden input for forms). */
const field = () =>
  screen
    .getAllByLabelText('Contexts')
    .find((element) => element instanceof HTMLInputElement && element.type !== 'hidden') as HTMLInputElement;

describe('the tag field until its chunk has come', () => {
  it('takes tags from the keyboard: Enter adds one without sending the form, Backspace takes the last off', async () => {
    const user = userEvent.setup();
    const submit = vi.fn();
    const { TagsInput } = heldTagsInput();
    render(<ContextsForm TagsInput={TagsInput} onSubmit={submit} />);
    await user.type(field(), 'Family{Enter}');
    expect(chosen()).toHaveTextContent(/^Work \| Family$/);
    expect(submit).not.toHaveBeenCalled();
    await user.type(field(), 'family{Enter}');
    expect(chosen()).toHaveTextContent(/^Work \| Family$/);
    await user.keyboard('{Backspace}');
    expect(chosen()).toHaveTextContent(/^Work$/);
    expect(field()).toHaveValue('');
  });

  it('adds what was typed when the person leaves the field, as the real one does', async () => {
    const user = userEvent.setup();
    const { TagsInput } = heldTagsInput();
    render(<ContextsForm TagsInput={TagsInput} onSubmit={() => {}} />);
    await user.type(field(), 'Garden');
    await user.tab();
    expect(chosen()).toHaveTextContent(/^Work \| Garden$/);
  });

  it('hands what is typed, the focus and the caret to the real field when it arrives', async () => {
    const user = userEvent.setup();
    const held = heldTagsInput();
    render(<ContextsForm TagsInput={held.TagsInput} onSubmit={() => {}} />);
    const standIn = field();
    await user.type(standIn, 'Fmily');
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    await held.release();
    await waitFor(() => expect(standIn).not.toBeInTheDocument());
    const real = field();
    expect(real).toHaveValue('Fmily');
    expect(real).toHaveFocus();
    expect(real.selectionStart).toBe(1);
    await user.keyboard('a');
    expect(real).toHaveValue('Family');
    await user.keyboard('{Enter}');
    expect(chosen()).toHaveTextContent(/^Work \| Family$/);
  });

  it('leaves the focus where it is when the person was not in the field', async () => {
    const held = heldTagsInput();
    render(<ContextsForm TagsInput={held.TagsInput} onSubmit={() => {}} />);
    const standIn = field();
    await held.release();
    await waitFor(() => expect(standIn).not.toBeInTheDocument());
    expect(field()).not.toHaveFocus();
  });
});

describe('adding a typed tag', () => {
  it('trims it, keeps one of each name in any case, and stops at the most tags', () => {
    expect(withTag(['Work'], '  Home ')).toEqual(['Work', 'Home']);
    expect(withTag(['Work'], 'work')).toEqual(['Work']);
    expect(withTag(['Work'], '   ')).toEqual(['Work']);
    expect(withTag(['Work', 'Home'], 'Garden', 2)).toEqual(['Work', 'Home']);
  });
});
