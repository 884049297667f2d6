import { describe, expect, it } from 'vitest';
import { parseSse } from './sse';

describe('parseSse', () => {
  it('reads whole messages, keeps the unfinished rest and skips heartbeat comments', () => {
    const { messages, rest } = parseSse(
      'event: ready\ndata: {}\n\n: keep-alive\n\nevent: change\ndata: {"a":1}\n\nevent: ch',
    );
    expect(messages).toEqual([
      { event: 'ready', data: '{}' },
      { event: 'change', data: '{"a":1}' },
    ]);
    expect(rest).toBe('event: ch');
  });

  it('joins data lines and names an unnamed message "message"', () => {
    expect(parseSse('data: a\r\ndata: b\r\n\r\n').messages).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
