import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveText } from './save-file';

describe('saveText', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('clicks a hidden link named for the file, leaves no link behind and lets the Blob URL go a second later', async () => {
    vi.useFakeTimers();
    const made: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      made.push(blob as Blob);
      return 'blob:saved';
    });
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });

    saveText('codes.txt', 'abc-123', 'text/plain;charset=utf-8');

    expect(clicked).toHaveLength(1);
    expect(clicked[0]?.download).toBe('codes.txt');
    expect(clicked[0]?.href).toBe('blob:saved');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(made[0]?.type).toBe('text/plain;charset=utf-8');
    expect(await made[0]?.text()).toBe('abc-123');
    expect(revoke).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(revoke).toHaveBeenCalledWith('blob:saved');
  });
});
