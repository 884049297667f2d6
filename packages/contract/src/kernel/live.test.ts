import { describe, expect, it } from 'vitest';
import { readLiveEvent } from './live';

describe('a live event as a stream or NOTIFY carries it', () => {
  it('is read when it names a known kind, an id and a known action', () => {
    expect(readLiveEvent({ kind: 'timeStamp', id: 's1', action: 'created', to: ['u'] })).toEqual({
      kind: 'timeStamp',
      id: 's1',
      action: 'created',
    });
  });

  it('is refused when anything is missing, unknown or out of bounds', () => {
    for (const value of [
      null,
      'timeStamp',
      [],
      { kind: 'secret', id: 's1', action: 'created' },
      { kind: 'timeStamp', id: 's1', action: 'exploded' },
      { kind: 'timeStamp', id: '', action: 'created' },
      { kind: 'timeStamp', id: 'x'.repeat(41), action: 'created' },
      { kind: 'timeStamp', id: 7, action: 'created' },
      { kind: 'timeStamp', action: 'created' },
    ]) {
      expect(readLiveEvent(value)).toBeNull();
    }
  });
});
