import { describe, expect, it } from 'vitest';
import { curlExample } from './curl-example';

describe('curlExample', () => {
  it('posts one heartbeat to this origin with the token as a Bearer header', () => {
    const line = curlExample('https://ordna.example.org/', 'ordna_it_abc');
    expect(line).toBe(
      [
        'curl -X POST https://ordna.example.org/api/heartbeat \\',
        "  -H 'Authorization: Bearer ordna_it_abc' \\",
        "  -H 'Content-Type: application/json' \\",
        `  -d '{"url":"https://example.com/","title":"Example"}'`,
      ].join('\n'),
    );
  });
});
