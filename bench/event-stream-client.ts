import http from 'node:http';

/**
 * A client of GET /api/events for benchmarks: node:http on a socket of its own, calling
 * `onChange` with the moment (performance.now) and data of every change event.
 */
export interface BenchStream {
  close: () => void;
}

export function openEventStream(
  url: string,
  token: string,
  onChange: (at: number, data: { kind: string; id: string; action: string }) => void,
): Promise<BenchStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${url}/api/events`, { headers: { 'x-access-token': token }, agent: false });
    request.once('error', reject);
    request.once('response', (response) => {
      if (response.statusCode !== 200) {
        reject(new Error(`GET /api/events answered ${response.statusCode}`));
        request.destroy();
        return;
      }
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        const at = performance.now();
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!block.startsWith('event: change')) continue;
          const data = block.split('\n').find((line) => line.startsWith('data: '));
          if (data) onChange(at, JSON.parse(data.slice(6)));
        }
      });
      response.on('error', () => undefined);
      resolve({ close: () => request.destroy() });
    });
  });
}
