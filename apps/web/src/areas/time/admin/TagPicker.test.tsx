import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { heldField } from '../../../shared/lazy/held-load.test-kit';
import { lazyField } from '../../../shared/lazy/lazy-field';
import { renderWithProviders } from '../../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../../test/session.test-kit';
import { TagCombobox } from './TagCombobox';
import { TagField } from './TagField';
import { tagPickerOn } from './TagPicker';

afterEach(endTestSession);

const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });

/** A page with the picker whose pick-list comes only when the test releases it. */
function pageWithHeldList(chosen: string[]) {
  signInForTest();
  stubServer({
    'GET /api/tag': ok([
      { _id: 't1', title: 'Billable' },
      { _id: 't2', title: 'Personal' },
    ]),
  });
  const held = heldField(TagCombobox);
  const Picker = tagPickerOn(lazyField(held.load, TagField));
  function Page() {
    const [tagIds, setTagIds] = useState(chosen);
    return (
      <>
        <Picker value={tagIds} onChange={setTagIds} />
        <output>{`chosen: ${tagIds.join(',')}`}</output>
      </>
    );
  }
  renderWithProviders(<Page />);
  return held;
}

describe('the tag picker before its pick-list has come', () => {
  it('keeps what was typed, the caret and the focus when the list arrives, and picks on', async () => {
    const user = userEvent.setup();
    const held = pageWithHeldList(['t1']);
    expect(await screen.findByText('Billable')).toBeInTheDocument();
    const standIn = screen.getByLabelText('Tags');
    await user.click(standIn);
    await user.type(standIn, 'Perz{Backspace}');
    expect(standIn).toHaveValue('Per');

    await held.release();
    const field = await screen.findByRole('combobox', { name: 'Tags' });
    expect(field).not.toBe(standIn);
    expect(field).toHaveAttribute('id', standIn.id);
    expect(field).toHaveValue('Per');
    expect(field).toHaveFocus();
    expect(field).toHaveProperty('selectionStart', 3);

    await user.keyboard('s{Enter}');
    expect(screen.getByText('chosen: t1,t2')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('removes chosen tags already, by their button and by Backspace in the empty field', async () => {
    const user = userEvent.setup();
    pageWithHeldList(['t1', 't2']);
    await user.click(await screen.findByLabelText('Remove tag Billable'));
    expect(screen.getByText('chosen: t2')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tags'), '{Backspace}');
    expect(screen.getByText('chosen:')).toBeInTheDocument();
  });
});
