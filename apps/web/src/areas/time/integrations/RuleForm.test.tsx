import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../api/session';
import { renderWithProviders } from '../../../test/providers.test-kit';
import { signInForTest, stubServer } from '../../../test/session.test-kit';
import { RuleForm } from './RuleForm';

afterEach(() => {
  act(() => session.clear());
  vi.unstubAllGlobals();
});

const ok = (data: unknown, status = 200) => ({ status, body: { status: true, data } });
const groups = [{ _id: 'g1', name: 'Work', tags: [] }];

describe('the URL rule form', () => {
  it('says what is missing before it sends anything', async () => {
    signInForTest();
    const server = stubServer({ 'GET /api/time-group': ok(groups), 'GET /api/sub-group': ok([]) });
    renderWithProviders(<RuleForm onSaved={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('Enter a pattern.')).toBeInTheDocument();
    expect(screen.getByText('Choose a time group.')).toBeInTheDocument();
    expect(screen.getByText('Name the sub group.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'Pattern' }), { target: { value: 'example.com/path' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    expect(await screen.findByText('Enter a host such as example.com or *.example.com.')).toBeInTheDocument();
    expect(server.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('shows whether the pattern matches the heartbeat it was made from', async () => {
    signInForTest();
    stubServer({ 'GET /api/time-group': ok(groups), 'GET /api/sub-group': ok([]) });
    renderWithProviders(
      <RuleForm
        initial={{ pattern: 'docs.example.com' }}
        heartbeat={{ host: 'docs.example.com', url: 'https://docs.example.com/guide' }}
        onSaved={() => {}}
      />,
    );
    expect(screen.getByText('Matches this heartbeat')).toBeInTheDocument();
    const pattern = screen.getByRole('textbox', { name: 'Pattern' });
    fireEvent.change(pattern, { target: { value: 'other.example.com' } });
    expect((pattern as HTMLInputElement).value).toBe('other.example.com');
    expect(screen.getByText('Does not match this heartbeat')).toBeInTheDocument();
    fireEvent.change(pattern, { target: { value: '*.example.com' } });
    expect(screen.getByText('Matches this heartbeat')).toBeInTheDocument();
  });

  it('makes a new time group, then the rule in it', async () => {
    signInForTest();
    const saved = vi.fn();
    const server = stubServer({
      'GET /api/time-group': ok(groups),
      'GET /api/sub-group': ok([]),
      'POST /api/time-group': ok({ _id: 'g2', name: 'Browsing' }, 201),
      'POST /api/url-rule': ok(
        {
          _id: 'r1',
          pattern: 'example.com',
          matchOn: 'host',
          timeGroupId: 'g2',
          timeGroupName: 'Browsing',
          subGroupName: 'Reading',
          createdAt: '2026-11-18T10:00:00.000Z',
          applied: 0,
        },
        201,
      ),
    });
    renderWithProviders(<RuleForm onSaved={saved} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Pattern' }), { target: { value: 'Example.com' } });
    await userEvent.click(screen.getByRole('button', { name: 'Create a new time group instead' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'New time group' }), { target: { value: 'Browsing' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sub group' }), { target: { value: 'Reading' } });
    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(server.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/time-group', body: { name: 'Browsing' } },
      {
        method: 'POST',
        path: '/api/url-rule',
        body: {
          pattern: 'Example.com',
          matchOn: 'host',
          timeGroupId: 'g2',
          subGroupName: 'Reading',
          applyToUnmatched: true,
        },
      },
    ]);
  });
});
