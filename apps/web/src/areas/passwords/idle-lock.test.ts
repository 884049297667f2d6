import { describe, expect, it, vi } from 'vitest';
import { IdleLock } from './idle-lock';

describe('idle lock', () => {
  it('locks after the chosen minutes without activity, and activity puts it off', () => {
    let now = 0;
    const page = new EventTarget();
    const onIdle = vi.fn();
    const lock = new IdleLock(onIdle, () => now, page as unknown as Window);
    lock.setMinutes(2);
    lock.start();
    now = 119_000;
    page.dispatchEvent(new Event('keydown'));
    now = 200_000;
    lock.check();
    expect(onIdle).not.toHaveBeenCalled();
    now = 239_000;
    lock.check();
    expect(onIdle).toHaveBeenCalledOnce();
    lock.check();
    expect(onIdle).toHaveBeenCalledOnce();
  });
});
