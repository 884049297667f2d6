import { expect, it } from 'vitest';
import { payloadsOf } from './postgres-bus';

it('splits an event for many people into NOTIFY payloads under 8000 bytes that name each person once', () => {
  const people = Array.from({ length: 1000 }, (_, i) => `person-${String(i).padStart(33, '0')}`);
  const payloads = payloadsOf({ kind: 'timeGroup', id: 'g1', action: 'changed' }, people);
  expect(payloads.length).toBeGreaterThan(1);
  for (const payload of payloads) expect(Buffer.byteLength(payload)).toBeLessThan(8000);
  const notices = payloads.map((payload) => JSON.parse(payload) as { kind: string; to: string[] });
  expect(notices.flatMap((notice) => notice.to)).toEqual(people);
  expect(new Set(notices.map((notice) => notice.kind))).toEqual(new Set(['timeGroup']));
});
