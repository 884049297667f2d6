import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AreaOverlay } from '../shared/area';
import { renderWithProviders } from '../test/providers.test-kit';
import { AreaOverlays } from './AreaOverlays';

function Overlay({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Overlay">
      <button type="button" onClick={onClose} autoFocus>
        Close
      </button>
    </div>
  );
}

const overlays: AreaOverlay[] = [
  { id: 'test', opensOn: (event) => event.key === '>', component: () => Promise.resolve({ default: Overlay }) },
];

describe('AreaOverlays', () => {
  it('opens an overlay on its key, not while typing, and gives focus back when it closes', async () => {
    renderWithProviders(
      <>
        <button type="button">Before</button>
        <input aria-label="Text" />
        <AreaOverlays overlays={overlays} />
      </>,
    );
    const field = screen.getByRole('textbox', { name: 'Text' });
    fireEvent.keyDown(field, { key: '>' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const before = screen.getByRole('button', { name: 'Before' });
    before.focus();
    fireEvent.keyDown(before, { key: '>' });
    fireEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(before).toHaveFocus());
  });
});
