import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../api/session';
import { renderWithProviders } from '../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../test/session.test-kit';
import { TagPicker } from './admin/TagPicker';
import { StampInForm } from './components/StampInForm';
import { useNameForm } from './components/use-name-form';
import { NameModal } from './lists/NameModal';

/** Limits never cut what is typed: over the limit the field says so, and nothing is sent. */

afterEach(() => {
  act(() => session.clear());
  vi.unstubAllGlobals();
});

const ok = (data: unknown, status = 200) => ({ status, body: { status: true, data } });

function NewGroup({ save }: { save: (name: string) => void }) {
  const form = useNameForm('Give the time group a name.', (name) => save(name));
  return (
    <NameModal
      opened
      onClose={() => {}}
      title="Add time group"
      label="Name"
      placeholder=""
      submitLabel="Add"
      loading={false}
      form={form}
    />
  );
}

describe('limits say so instead of cutting', () => {
  it('a name over 100 characters stays whole, is refused with the contract’s text, and is not saved', async () => {
    signInForTest();
    const save = vi.fn();
    renderWithProviders(<NewGroup save={save} />);
    const field = await screen.findByLabelText(/^Name/, { selector: 'input' });
    fireEvent.change(field, { target: { value: 'x'.repeat(500) } });
    expect(field).toHaveValue('x'.repeat(500));
    expect(screen.getByText('Name must be at most 100 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(save).not.toHaveBeenCalled();
  });

  it('an empty and a blank name get the same message from the app', async () => {
    signInForTest();
    const save = vi.fn();
    renderWithProviders(<NewGroup save={save} />);
    const field = await screen.findByLabelText(/^Name/, { selector: 'input' });
    expect(field.closest('form')).toHaveAttribute('novalidate');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Give the time group a name.')).toBeInTheDocument();
    fireEvent.change(field, { target: { value: '   ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Give the time group a name.')).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });

  it('the stamp-in field refuses a sub group name over the limit', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/time-group': ok([{ _id: 'g1', name: 'Work', tags: [] }]),
      'GET /api/sub-group': ok([]),
      'GET /api/time-stamp': ok([]),
    });
    renderWithProviders(<StampInForm />);
    const field = await screen.findByLabelText('What are you working on?', { selector: 'input' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Start' })).toBeEnabled());
    fireEvent.change(field, { target: { value: 'y'.repeat(101) } });
    expect(field).toHaveValue('y'.repeat(101));
    expect(screen.getByText('Name must be at most 100 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('the tag picker refuses a title over 60 characters and offers no create', async () => {
    signInForTest();
    stubServer({ 'GET /api/tag': ok([]) });
    function Tags() {
      const [value, setValue] = useState<string[]>([]);
      return <TagPicker value={value} onChange={setValue} />;
    }
    renderWithProviders(<Tags />);
    const field = await screen.findByLabelText('Tags', { selector: 'input' });
    fireEvent.change(field, { target: { value: 'z'.repeat(61) } });
    expect(field).toHaveValue('z'.repeat(61));
    expect(screen.getByText('Title must be at most 60 characters')).toBeInTheDocument();
    expect(screen.queryByText(/^Create/)).not.toBeInTheDocument();
  });
});
