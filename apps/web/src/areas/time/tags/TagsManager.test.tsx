import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Tag } from '@ordna/contract/time';
import { TAG_TITLE_MAX } from '@ordna/contract/time/limits';
import { timeRefusals } from '@ordna/contract/time/refusals';
import { renderWithProviders } from '../../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../../test/session.test-kit';
import { TagsManager } from './TagsManager';

afterEach(endTestSession);

const ok = (data: unknown, status = 200) => ({ status, body: { status: true, data } });

function serve(initial: Tag[]) {
  let tags = [...initial];
  return stubServer({
    'GET /api/tag': () => ok(tags),
    'POST /api/tag': () => {
      const tag = { _id: `t${tags.length + 1}`, title: 'Billable' };
      tags = [...tags, tag];
      return ok(tag, 201);
    },
    'PUT /api/tag': () => ok({ _id: 't1', title: 'Client' }),
    'DELETE /api/tag': () => {
      tags = tags.filter((tag) => tag._id !== 't1');
      return ok(null);
    },
    'GET /api/time-group': () => ok([{ _id: 'g1', name: 'Work', tags: [{ _id: 't1', title: 'Personal' }] }]),
    'GET /api/sub-group': () =>
      ok([{ _id: 's1', name: 'Code', timeGroupId: 'g1', tags: [{ _id: 't1', title: 'Personal' }] }]),
  });
}

describe('the tags page', () => {
  it('explains tags when there are none, and adds one', async () => {
    signInForTest();
    const server = serve([]);
    renderWithProviders(<TagsManager />);
    expect(await screen.findByText('No tags yet')).toBeInTheDocument();
    expect(screen.getByText(/used by the time tracker's tags mode/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(screen.getByText('Title is required')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('New tag'), '  Billable ');
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(await screen.findByText('Billable')).toBeInTheDocument();
    expect(server.calls).toContainEqual({ method: 'POST', path: '/api/tag', body: { title: 'Billable' } });
    expect(screen.getByLabelText('New tag')).toHaveValue('');
  });

  it('says a new title is too long as it is typed, keeps all of it and sends nothing', async () => {
    signInForTest();
    const server = serve([]);
    renderWithProviders(<TagsManager />);
    const field = await screen.findByLabelText('New tag');
    const long = 'x'.repeat(TAG_TITLE_MAX + 1);
    await userEvent.click(field);
    await userEvent.paste(long);
    expect(screen.getByText(timeRefusals.titleTooLong.message)).toBeInTheDocument();
    expect(field).toHaveValue(long);
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(server.calls.some((call) => call.method === 'POST')).toBe(false);
    await userEvent.type(field, '{Backspace}');
    expect(screen.queryByText(timeRefusals.titleTooLong.message)).not.toBeInTheDocument();
  });

  it('renames a tag in place', async () => {
    signInForTest();
    const server = serve([{ _id: 't1', title: 'Personal' }]);
    renderWithProviders(<TagsManager />);
    await userEvent.click(await screen.findByRole('button', { name: 'Rename tag Personal' }));
    const field = screen.getByRole('textbox', { name: 'Rename tag Personal' });
    await userEvent.clear(field);
    await userEvent.type(field, 'Client{Enter}');
    await waitFor(() =>
      expect(server.calls).toContainEqual({ method: 'PUT', path: '/api/tag', body: { tagId: 't1', title: 'Client' } }),
    );
  });

  it('says how many groups lose the tag before deleting it', async () => {
    signInForTest();
    const server = serve([{ _id: 't1', title: 'Personal' }]);
    renderWithProviders(<TagsManager />);
    expect(await screen.findByText('Used by 2 groups')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete tag Personal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the tag “Personal”?' });
    expect(within(dialog).getByText('It is removed from the 2 groups that use it.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(server.calls.some((call) => call.path === '/api/tag?tagId=t1')).toBe(true));
    expect(await screen.findByText('No tags yet')).toBeInTheDocument();
  });
});
