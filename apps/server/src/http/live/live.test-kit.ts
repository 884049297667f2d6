import http from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '@ordna/contract/kernel/live';

/**
 * A real client of GET /api/events against a listening server (app.inject waits for an answer
 * to end, and a stream does not). It uses node:http on a connection of its own, closed with the
 * stream, so no pooled connection outlives a test and holds the server open.
 */

export interface StreamMessage {
  event: string;
  data: unknown;
}

export interface TestStream {
  status: number;
  /** Every message so far, in order (heartbeat comments left out). */
  messages: StreamMessage[];
  /** The next change event after the ones already taken, within `timeoutMs`. */
  nextChange(timeoutMs?: number): Promise<LiveEvent>;
  /** Every change event that arrives within `ms`. */
  changesWithin(ms: number): Promise<LiveEvent[]>;
  close(): void;
}

export async function listenOn(app: FastifyInstance): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

export async function openStream(baseUrl: string, token: string): Promise<TestStream> {
  const request = http.get(`${baseUrl}/api/events`, { headers: { 'x-access-token': token }, agent: false });
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve).once('error', reject);
  });
  const messages: StreamMessage[] = [];
  let taken = 0;
  let wake: () => void = () => undefined;
  void readMessages(response, (message) => {
    messages.push(message);
    wake();
  }).catch(() => undefined);
  const changes = () => messages.filter((m) => m.event === 'change').map((m) => m.data as LiveEvent);
  const untaken = () => changes().slice(taken);
  const waitFor = (timeoutMs: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  return {
    status: response.statusCode ?? 0,
    messages,
    async nextChange(timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (untaken().length === 0) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no change event within ${timeoutMs} ms`);
        await waitFor(left);
      }
      return changes()[taken++]!;
    },
    async changesWithin(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      const arrived = untaken();
      taken += arrived.length;
      return arrived;
    },
    close: () => request.destroy(),
  };
}

async function readMessages(body: http.IncomingMessage, onMessage: (message: StreamMessage) => void) {
  const decoder = new TextDecoder();
  let buffer = '';
  for await (const chunk of body) {
    buffer += decoder.decode(chunk as Buffer, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const lines = block.split('\n').filter((line) => !line.startsWith(':'));
      if (lines.length === 0) continue;
      const field = (name: string) =>
        lines
          .find((line) => line.startsWith(`${name}:`))
          ?.slice(name.length + 1)
          .trim() ?? '';
      onMessage({ event: field('event') || 'message', data: JSON.parse(field('data') || 'null') });
    }
  }
}
