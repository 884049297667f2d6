import '../../../i18n/i18n';
import { screen } from '@testing-library/react';
import { useRef, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { SubGroupSummary } from '@ordna/contract/time';
import { typedBeforeTheFieldCame } from '../../../shared/lazy/field-handover.test-kit';
import { PlainNameField } from './StampNameField';
import { StampSuggestions } from './StampSuggestions';
import type { StampNameFieldProps } from './stamp-name-input';

const reading: SubGroupSummary = { _id: 'sub-1', name: 'Reading', timeGroupId: 'group-1', tags: [] };

function StampName({
  Field,
  name,
  onName,
}: {
  Field: ComponentType<StampNameFieldProps>;
  name: string;
  onName: (name: string) => void;
}) {
  const closer = useRef<() => void>(() => {});
  return (
    <Field
      placeholder="What are you working on?"
      name={name}
      error={null}
      onName={onName}
      onChoose={() => {}}
      closer={closer}
      showDropdown
      suggestions={[reading]}
      runningIds={new Set()}
      newHint={null}
    />
  );
}

describe("the stamp-in's name field before its suggestions have come", () => {
  it('takes typing, and keeps the text, the caret and the focus when the suggestions arrive', async () => {
    const { user, field } = await typedBeforeTheFieldCame<StampNameFieldProps>({
      loaded: StampSuggestions,
      plain: PlainNameField,
      form: (Field, name, onName) => <StampName Field={Field} name={name} onName={onName} />,
      label: 'What are you working on?',
      role: 'textbox',
    });
    // The field with suggestions: Mantine's Combobox target, its list of sub groups beside it.
    expect(field).toHaveAttribute('aria-haspopup', 'listbox');

    await user.keyboard('ad');
    expect(field).toHaveValue('Read');
    expect(screen.getByText('name: Read')).toBeInTheDocument();
  });
});
