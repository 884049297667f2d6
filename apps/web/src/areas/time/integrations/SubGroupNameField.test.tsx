import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typedBeforeTheFieldCame } from '../../../shared/lazy/field-handover.test-kit';
import { PlainName } from './SubGroupNameField';
import { SubGroupNameSuggestions } from './SubGroupNameSuggestions';

describe("a rule's sub group field before its suggestions have come", () => {
  it('takes typing, and keeps the text, the caret and the focus when the suggestions arrive', async () => {
    const { user } = await typedBeforeTheFieldCame({
      loaded: SubGroupNameSuggestions,
      plain: PlainName,
      form: (Field, name, onName) => (
        <Field label="Sub group" description="" data={['Reading', 'Research']} value={name} onChange={onName} />
      ),
      label: 'Sub group',
      role: 'combobox',
    });

    await user.keyboard('ad');
    await user.keyboard('{Enter}');
    expect(screen.getByText('name: Reading')).toBeInTheDocument();
  });
});
