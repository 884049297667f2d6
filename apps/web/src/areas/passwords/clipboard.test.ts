import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIPBOARD_CLEAR_MS, SecretClipboard } from './clipboard';

class FakeClipboard {
  text = '';
  readable = true;
  writeText = async (text: string) => {
    this.text = text;
  };
  readText = async () => {
    if (!this.readable) throw new DOMException('denied', 'NotAllowedError');
    return this.text;
  };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('copying a secret', () => {
  it('clears the clipboard after 30 s when it still holds the secret', async () => {
    const fake = new FakeClipboard();
    const clipboard = new SecretClipboard(() => fake, new EventTarget() as unknown as Document);
    expect(await clipboard.copy('hunter2')).toBe(true);
    expect(fake.text).toBe('hunter2');
    await vi.advanceTimersByTimeAsync(CLIPBOARD_CLEAR_MS - 1);
    expect(fake.text).toBe('hunter2');
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.text).toBe('');
  });

  it('leaves whatever the person copied since', async () => {
    const fake = new FakeClipboard();
    const clipboard = new SecretClipboard(() => fake, new EventTarget() as unknown as Document);
    await clipboard.copy('hunter2');
    fake.text = 'a shopping list';
    await vi.advanceTimersByTimeAsync(CLIPBOARD_CLEAR_MS);
    expect(fake.text).toBe('a shopping list');
  });

  it('without leave to read, clears unless something was copied in the page since', async () => {
    const fake = new FakeClipboard();
    fake.readable = false;
    const page = new EventTarget();
    const clipboard = new SecretClipboard(() => fake, page as unknown as Document);
    await clipboard.copy('hunter2');
    await vi.advanceTimersByTimeAsync(CLIPBOARD_CLEAR_MS);
    expect(fake.text).toBe('');

    await clipboard.copy('hunter2');
    page.dispatchEvent(new Event('copy'));
    fake.text = 'copied in the page';
    await vi.advanceTimersByTimeAsync(CLIPBOARD_CLEAR_MS);
    expect(fake.text).toBe('copied in the page');
  });
});
