import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/providers.test-kit';
import { emptyEntry } from '../entry';
import type { OpenEntry } from '../read-vault';
import { useVaultSearch, VaultSearchField, VaultSearchResults } from './VaultSearch';

const entry = (index: number, name: string, username = ''): OpenEntry => ({
  _id: `e${index}`,
  passwordGroupId: 'g',
  readable: true,
  createdAt: '',
  updatedAt: '',
  entry: { ...emptyEntry(), name, username, urls: [`https://site${index}.example.org`] },
});

// The most a person may keep, with GitHub somewhere in the middle.
const entries = Array.from({ length: 5000 }, (_, index) =>
  index === 2500 ? entry(index, 'GitHub', 'ann') : entry(index, `Site ${index}`, `person${index}`),
);

function Search() {
  const { query, setQuery, found } = useVaultSearch(entries);
  return (
    <>
      <VaultSearchField label="Search passwords" value={query} onChange={setQuery} />
      <VaultSearchResults found={found ?? entries} onDelete={() => {}} />
    </>
  );
}

// Role queries walk every element; on a list this long, plain selectors keep the test quick.
const drawnRows = () => [...document.querySelectorAll<HTMLElement>('[role="listitem"]')];

describe('vault search', () => {
  // jsdom lays nothing out: give each row the height a browser gives it, as the list measures rows.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('role') === 'listitem' ? 66 : 0;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('finds GitHub for "gthub" among 5,000 entries, drawing only the rows near the screen', async () => {
    renderWithProviders(<Search />);
    expect(drawnRows().length).toBeGreaterThan(0);
    expect(drawnRows().length).toBeLessThan(200);
    expect(drawnRows()[0]).toHaveAttribute('aria-setsize', '5000');

    fireEvent.change(screen.getByLabelText('Search passwords'), { target: { value: 'gthub' } });
    expect(await screen.findByText('1 password found')).toBeInTheDocument();
    expect(drawnRows().map((row) => row.querySelector('a')?.textContent)).toEqual(['GitHub']);
  });
});
