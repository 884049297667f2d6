import { timeEndpoints } from '@ordna/contract/time/endpoints';
import { urlOf } from '../../../api/call';

/**
 * The shell line that posts one heartbeat to this server with an integration token, as the
 * integrations page shows it once a token is made (the README shows the same line).
 */
export function curlExample(origin: string, token: string, url = 'https://example.com/'): string {
  const body = JSON.stringify({ url, title: 'Example' });
  return [
    `curl -X POST ${origin.replace(/\/$/, '')}${urlOf(timeEndpoints.createHeartbeat)}`,
    `  -H 'Authorization: Bearer ${token}'`,
    `  -H 'Content-Type: application/json'`,
    `  -d '${body}'`,
  ].join(' \\\n');
}
