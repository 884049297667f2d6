import net from 'node:net';

/**
 * A request whose body arrives in two parts, so a test can hold it in flight: `holdRequest`
 * resolves once the server has read the head (it said `100 Continue`) and has the first half of
 * the body; `finish` sends the rest. `answer` resolves with the final status and body once the
 * server has answered and closed, or null when the connection ended with no answer.
 */
export interface HeldRequest {
  /** Sends the rest of the body, and then `pipelined` on the same connection if given. */
  finish: () => void;
  /** The first answer's status and body, or null when the connection ended with no answer. */
  answer: Promise<{ status: number; body: string } | null>;
  /** Every final status the connection carried, in order (the pipelined request's too). */
  statuses: Promise<number[]>;
}

/**
 * `pipelined`: a raw request sent right behind this one on the same (kept-alive) connection,
 * as a balancer's pooled connection would carry the next request.
 */
export async function holdRequest(
  port: number,
  method: string,
  url: string,
  payload: object,
  pipelined?: string,
): Promise<HeldRequest> {
  const json = JSON.stringify(payload);
  const half = Math.floor(json.length / 2);
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let text = '';
  let heard: () => void = () => undefined;
  const continued = new Promise<void>((resolve) => (heard = resolve));
  socket.on('data', (chunk) => {
    text += chunk.toString('utf8');
    if (text.includes('100 Continue')) heard();
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', resolve));
  const statuses = closed.then(() =>
    [...text.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((match) => Number(match[1])).filter((status) => status >= 200),
  );
  const answer = closed.then(() => {
    const start = text.search(/HTTP\/1\.1 [2-5]\d\d/);
    if (start < 0) return null;
    const first = text.slice(start);
    const bodyStart = first.indexOf('\r\n\r\n') + 4;
    const length = Number(/content-length: (\d+)/i.exec(first)?.[1] ?? first.length);
    return { status: Number(first.slice(9, 12)), body: first.slice(bodyStart, bodyStart + length) };
  });
  const head = [
    `${method} ${url} HTTP/1.1`,
    'Host: 127.0.0.1',
    'Content-Type: application/json',
    `Content-Length: ${Buffer.byteLength(json)}`,
    pipelined ? 'Connection: keep-alive' : 'Connection: close',
    'Expect: 100-continue',
  ].join('\r\n');
  socket.write(`${head}\r\n\r\n`);
  await continued;
  socket.write(json.slice(0, half));
  return { finish: () => socket.write(json.slice(half) + (pipelined ?? '')), answer, statuses };
}

/** Whether a new connection to the port is refused (nothing listens any more). */
export function refusesConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** Polls until the port refuses connections, for at most `limitMs`. */
export async function untilRefused(port: number, limitMs = 5_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  while (!(await refusesConnections(port))) {
    if (Date.now() > deadline) throw new Error(`port ${port} still accepts connections after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
