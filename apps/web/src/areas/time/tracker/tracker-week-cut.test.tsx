import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { endTestSession, signInForTest } from '../../../test/session.test-kit';
import { renderWithProviders } from '../../../test/providers.test-kit';
import { EntryDays } from './EntryDays';
import { renderTracker, stampOf, today, trackerServer, ZONE } from './tracker.test-kit';

afterEach(endTestSession);

/**
 * The tracker reads the week's stamps (GET /time-stamp?from&to), which answers at most
 * MAX_RANGE_STAMPS of them: when the week had more, the page says so instead of showing fewer
 * entries and totals than the week had without a word.
 */
describe("the tracker's week", () => {
  it('says only the latest stamps are shown when the week had more than its answer carries', async () => {
    signInForTest({ timeZone: ZONE });
    trackerServer([stampOf({})], true);
    renderTracker();
    // Waited for, not held: the row found can be drawn anew before a later line looks at it
    // (CI: "element could not be found in the document" right after it was found).
    await screen.findByRole('button', { name: 'Edit Coding' });
    // Found by its words: the page has other live regions (the running stamp's hint) that come
    // and go as its reads arrive.
    const notice = await screen.findByText(
      "Only the latest 10,000 stamps of these days are shown, the earlier ones are left out; each sub group's list has them all.",
    );
    expect(notice.closest('[role="status"]')).not.toBeNull();
  });

  it('draws a long week a part at a time, the rest as the page is scrolled to its end', async () => {
    signInForTest({ timeZone: ZONE });
    // A part of 5 here stands for the page's ENTRIES_AT_ONCE (200): jsdom draws 450 rows in ~25 s.
    const entries = 12;
    const stamps = Array.from({ length: entries }, (_, i) => stampOf({ _id: `s${i}` }));
    renderWithProviders(
      <EntryDays stamps={stamps} running={[]} from={today} today={today} timeZone={ZONE} entriesAtOnce={5} />,
    );
    // Drawn once, then once more at mount while the page is too short to scroll (jsdom's always is).
    expect(await screen.findAllByTestId('entry-row')).toHaveLength(10);
    act(() => void fireEvent.scroll(window));
    expect(screen.getAllByTestId('entry-row')).toHaveLength(entries);
  });

  it('says nothing of a week answered whole', async () => {
    signInForTest({ timeZone: ZONE });
    trackerServer([stampOf({})]);
    renderTracker();
    await screen.findByRole('button', { name: 'Edit Coding' });
    expect(screen.queryByText(/Only the latest/)).toBeNull();
  });
});
