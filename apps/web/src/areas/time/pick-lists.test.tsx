import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubGroupListEntry, TimeStamp } from '@ordna/contract/time';
import { session } from '../../api/session';
import { renderWithProviders } from '../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../test/session.test-kit';
import { TagPicker } from './admin/TagPicker';
import { MoveStampsCard } from './admin/MoveStampsCard';
import { RuleForm } from './integrations/RuleForm';
import { StampForm } from './stamps/StampForm';
import { StampInForm } from './components/StampInForm';

/** Every pick-list of the time area takes Enter on what was typed, without ↓ first. */

afterEach(() => {
  act(() => session.clear());
  vi.unstubAllGlobals();
});

const ok = (data: unknown, status = 200) => ({ status, body: { status: true, data } });
const groups = [
  { _id: 'g1', name: 'Work', tags: [] },
  { _id: 'g2', name: 'Billing', tags: [] },
];
const subGroups = [
  { _id: 's1', name: 'Design', timeGroupId: 'g1', tags: [] },
  { _id: 's2', name: 'Billable hours', timeGroupId: 'g1', tags: [] },
];

async function typeAndEnter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.type(field, text);
  await userEvent.keyboard('{Enter}');
}

function Tags() {
  const [value, setValue] = useState<string[]>([]);
  return (
    <>
      <TagPicker value={value} onChange={setValue} />
      <output data-testid="picked">{value.join(',')}</output>
    </>
  );
}

describe('pick-lists take Enter on the first match', () => {
  it('the tag picker picks the first match, and clears what was typed', async () => {
    signInForTest();
    stubServer({
      'GET /api/tag': ok([
        { _id: 't1', title: 'Client A' },
        { _id: 't2', title: 'Billing' },
      ]),
    });
    renderWithProviders(<Tags />);
    const field = await screen.findByLabelText('Tags', { selector: 'input' });
    await screen.findByText('Billing');
    await typeAndEnter(field, 'Bill');
    expect(screen.getByTestId('picked')).toHaveTextContent('t2');
    expect(field).toHaveValue('');
  });

  it('the tag picker creates a title no tag has', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/tag': ok([{ _id: 't1', title: 'Client A' }]),
      'POST /api/tag': ok({ _id: 't9', title: 'Billing' }, 201),
    });
    renderWithProviders(<Tags />);
    const field = await screen.findByLabelText('Tags', { selector: 'input' });
    await typeAndEnter(field, 'Billing');
    await waitFor(() => expect(screen.getByTestId('picked')).toHaveTextContent('t9'));
    expect(server.calls.find((call) => call.method === 'POST')).toMatchObject({ body: { title: 'Billing' } });
  });

  it('the URL rule form picks its time group and sub group', async () => {
    signInForTest();
    stubServer({ 'GET /api/time-group': ok(groups), 'GET /api/sub-group': ok(subGroups) });
    renderWithProviders(<RuleForm onSaved={() => {}} />);
    const group = await screen.findByLabelText(/^Time group/, { selector: 'input' });
    await waitFor(() => expect(group).toBeEnabled());
    await typeAndEnter(group, 'Wo');
    expect(group).toHaveValue('Work');
    const sub = screen.getByLabelText(/^Sub group/, { selector: 'input' });
    await typeAndEnter(sub, 'Des');
    expect(sub).toHaveValue('Design');
  });

  it('moving stamps picks the target', async () => {
    signInForTest();
    stubServer({ 'GET /api/time-group': ok(groups), 'GET /api/sub-group': ok(subGroups) });
    const source = { ...subGroups[0]!, usage: 2, activeStamp: null } as unknown as SubGroupListEntry;
    renderWithProviders(<MoveStampsCard source={source} />);
    const target = await screen.findByLabelText('Move into', { selector: 'input' });
    await waitFor(() => expect(target).toBeEnabled());
    await typeAndEnter(target, 'Billa');
    expect(target).toHaveValue('Billable hours');
  });

  it('a stamp picks its sub group', async () => {
    signInForTest();
    stubServer({ 'GET /api/sub-group': ok(subGroups) });
    const stamp: TimeStamp = {
      _id: 'x1',
      name: 'Design',
      subGroupId: 's1',
      timeGroupId: 'g1',
      startTime: '2025-01-15T09:00:00.000Z',
      endTime: '2025-01-15T10:00:00.000Z',
      date: '2025-01-15',
      ended: true,
      durationInMs: 3_600_000,
      auto: false,
      description: '',
    };
    renderWithProviders(<StampForm stamp={stamp} timeZone="UTC" />);
    const select = screen.getByLabelText('Sub group', { selector: 'input' });
    // The sub groups have loaded once the open list offers the other one (not a wait of a while).
    await userEvent.click(select);
    await screen.findByRole('option', { name: 'Billable hours' });
    await userEvent.clear(select);
    await typeAndEnter(select, 'Bill');
    expect(select).toHaveValue('Billable hours');
  });

  it('the stamp-in group picker (searchable with many groups) picks the first match', async () => {
    signInForTest();
    const many = Array.from({ length: 10 }, (_, index) => ({ _id: `g${index}`, name: `Group ${index}`, tags: [] }));
    many.push({ _id: 'gb', name: 'Billing', tags: [] });
    stubServer({ 'GET /api/time-group': ok(many), 'GET /api/sub-group': ok([]), 'GET /api/time-stamp': ok([]) });
    renderWithProviders(<StampInForm />);
    const group = await screen.findByLabelText('Time group', { selector: 'input' });
    await waitFor(() => expect(group).toHaveValue('Group 0'));
    await userEvent.clear(group);
    await typeAndEnter(group, 'Bil');
    expect(group).toHaveValue('Billing');
  });
});
