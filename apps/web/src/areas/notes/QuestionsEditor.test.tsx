import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/providers.test-kit';
import { QuestionsEditor, type EditedQuestion } from './QuestionsEditor';

function Editor() {
  const [questions, setQuestions] = useState<EditedQuestion[]>([{ key: 'q-1', _id: 'q-1', text: 'Slept well?' }]);
  return <QuestionsEditor questions={questions} onChange={setQuestions} />;
}

describe('adding a question', () => {
  it('moves the focus to the new field, where spaces are text, not more questions', async () => {
    renderWithProviders(<Editor />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add question' }));
    const added = screen.getByRole('textbox', { name: 'Question 2' });
    expect(added).toHaveFocus();
    await user.keyboard('   Mood');
    expect(added).toHaveValue('   Mood');
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
  });

  it('goes to the empty question already there instead of adding another', async () => {
    renderWithProviders(<Editor />);
    const user = userEvent.setup();
    const add = screen.getByRole('button', { name: 'Add question' });
    await user.click(add);
    await user.click(add);
    await user.click(add);
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(screen.getByRole('textbox', { name: 'Question 2' })).toHaveFocus();
  });
});
