import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/providers.test-kit';
import { endTestSession, signInForTest, stubServer } from '../../../test/session.test-kit';
import DefineUrlsPage from './DefineUrlsPage';

afterEach(endTestSession);

const ok = (data: unknown) => ({ status: 200, body: { status: true, data } });
const rule = (_id: string, pattern: string) => ({
  _id,
  matchOn: 'host',
  pattern,
  timeGroupId: 'g1',
  timeGroupName: 'Work',
  subGroupName: pattern,
});

describe('the URL rules page', () => {
  it('lists the rules in order under the hint, and asks before deleting one', async () => {
    signInForTest();
    const server = stubServer({
      'GET /api/url-rule': ok([rule('r1', 'github.com'), rule('r2', 'example.org')]),
      'DELETE /api/url-rule': ok(null),
    });
    renderWithProviders(<DefineUrlsPage />);
    const list = await screen.findByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([expect.stringContaining('github.com'), expect.stringContaining('example.org')]);
    expect(screen.getByText(/Heartbeats try the rules from the top/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Delete the rule example.org' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this rule?' });
    expect(dialog).toHaveTextContent('Heartbeats for “example.org” will no longer make stamps.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(server.calls.some((call) => call.method === 'DELETE' && call.path === '/api/url-rule?ruleId=r2')).toBe(
        true,
      ),
    );
  });

  it('invites to add the first rule when there is none', async () => {
    signInForTest();
    stubServer({ 'GET /api/url-rule': ok([]) });
    renderWithProviders(<DefineUrlsPage />);
    expect(await screen.findByText('No URL rules yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See unmatched heartbeats' })).toBeInTheDocument();
  });
});
