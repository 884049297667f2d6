import { describe, expect, it } from 'vitest';
import { currentRevocationEpoch, sessionsRevoked, SessionVerdicts, VERDICT_TTL_MS } from './session-verdicts';

describe('remembered session checks', () => {
  const at = 1_000_000;

  it('stand for the same session, person and fingerprint until the time-to-live passes', () => {
    const verdicts = new SessionVerdicts();
    verdicts.remember('s1', 'u1', 'f1', at, currentRevocationEpoch());
    expect(verdicts.stands('s1', 'u1', 'f1', at + VERDICT_TTL_MS - 1)).toBe(true);
    expect(verdicts.stands('s1', 'u1', null, at + 1)).toBe(true);
    expect(verdicts.stands('s1', 'u2', 'f1', at + 1)).toBe(false);
    verdicts.remember('s1', 'u1', 'f1', at, currentRevocationEpoch());
    expect(verdicts.stands('s1', 'u1', 'f1', at + VERDICT_TTL_MS)).toBe(false);
    expect(verdicts.stands('s2', 'u1', 'f1', at)).toBe(false);
  });

  it('send a new fingerprint to the database, so it is written to the session', () => {
    const verdicts = new SessionVerdicts();
    verdicts.remember('s1', 'u1', 'f1', at, currentRevocationEpoch());
    expect(verdicts.stands('s1', 'u1', 'f2', at + 1)).toBe(false);
  });

  it('are all forgotten by any revocation, and one read before a revocation is not kept', () => {
    const verdicts = new SessionVerdicts();
    verdicts.remember('s1', 'u1', 'f1', at, currentRevocationEpoch());
    const readBefore = currentRevocationEpoch();
    sessionsRevoked();
    expect(verdicts.stands('s1', 'u1', 'f1', at + 1)).toBe(false);
    verdicts.remember('s2', 'u1', 'f1', at, readBefore);
    expect(verdicts.stands('s2', 'u1', 'f1', at + 1)).toBe(false);
  });

  it('never keep more than their capacity, oldest first out', () => {
    const verdicts = new SessionVerdicts(3);
    for (const id of ['a', 'b', 'c', 'd']) verdicts.remember(id, 'u', null, at, currentRevocationEpoch());
    expect(verdicts.size).toBe(3);
    expect(verdicts.stands('a', 'u', null, at)).toBe(false);
    expect(verdicts.stands('d', 'u', null, at)).toBe(true);
  });
});
