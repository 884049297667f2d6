import net from 'node:net';
import { describe, expect, it } from 'vitest';
import type { TimeListEntry } from '@ordna/contract/time';
import { commonRefusals } from '@ordna/contract/kernel/refusals';
import { as, body, signUp } from '../testing/test-app.test-kit';
import { useTestApp } from '../testing/use-test-app.test-kit';
import { HEARTBEAT_MS } from './live/event-streams';
import { listenOn, openStream } from './live/live.test-kit';
import { requestTimeouts } from './request-timeouts';

/**
 * A client that sends its request slowly is cut off once REQUEST_TIMEOUT_SECONDS has passed
 * (here one second), with 408 in the envelope; a live stream, whose request arrived at once, is
 * not (docs/architecture.md, "A request, end to end").
 */
const TIMEOUT_MS = 1_000;
let port: number;
const t = useTestApp(
  async ({ app }) => {
    port = Number(new URL(await listenOn(app)).port);
  },
  { requestTimeoutMs: TIMEOUT_MS, eventStreamLifetimeMs: 60_000 },
);

interface Trickle {
  /** What the server wrote before it closed the connection, and how long after the first byte. */
  closed: Promise<{ answer: string; afterMs: number }>;
}

/** Opens a connection, sends `head` at once, then one byte of `rest` every 100 ms until the server closes it. */
function trickle(head: string, rest: string): Trickle {
  const socket = net.connect(port, '127.0.0.1');
  const started = Date.now();
  let answer = '';
  let sent = 0;
  socket.on('connect', () => socket.write(head));
  const timer = setInterval(() => {
    if (sent < rest.length && socket.writable) socket.write(rest[sent++]!);
  }, 100);
  socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
  socket.on('error', () => undefined);
  const closed = new Promise<{ answer: string; afterMs: number }>((resolve) =>
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, afterMs: Date.now() - started });
    }),
  );
  return { closed };
}

function statusAndBody(answer: string): { status: number; json: unknown } {
  return {
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]),
    json: JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as unknown,
  };
}

describe('request timeouts', () => {
  it('closes a connection whose body arrives a byte at a time, with 408, while a live stream stays open', async () => {
    const ann = await signUp(t.app);
    const stream = await openStream(`http://127.0.0.1:${port}`, ann.access.token);
    expect(stream.status).toBe(200);

    const payload = JSON.stringify({ username: 'someone', password: 'x'.repeat(200) });
    const slow = trickle(
      `POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${payload.length}\r\n\r\n`,
      payload,
    );
    const { answer, afterMs } = await slow.closed;
    // 200 bytes at 10 a second would take 20 s; the server stops waiting after its timeout.
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(afterMs).toBeLessThan(10_000);
    expect(statusAndBody(answer)).toEqual({ status: 408, json: { status: false, ...commonRefusals.requestTimeout } });

    // The stream was opened before the slow request and has outlived the timeout: it still hears.
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/time-group',
      headers: as(ann),
      payload: { name: 'Still here' },
    });
    expect(await stream.nextChange()).toEqual({
      kind: 'timeGroup',
      id: body<TimeListEntry>(group).data._id,
      action: 'created',
    });
    stream.close();
  });

  it('closes a connection whose headers never end, with 408', async () => {
    const slow = trickle('GET /api/health HTTP/1.1\r\nHost: x\r\n', 'X-Slow: ' + 'a'.repeat(200));
    const { answer, afterMs } = await slow.closed;
    expect(afterMs).toBeGreaterThanOrEqual(TIMEOUT_MS);
    expect(afterMs).toBeLessThan(10_000);
    expect(statusAndBody(answer).status).toBe(408);
  });

  it('keeps an idle connection long enough for the live stream to write between its comments', () => {
    const options = requestTimeouts(60_000);
    expect(options.connectionTimeout).toBeGreaterThanOrEqual(2 * HEARTBEAT_MS);
    expect(options.http.headersTimeout).toBeLessThanOrEqual(options.requestTimeout);
  });
});
