import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { User } from '@ordna/contract/auth';
import { authRefusals } from '@ordna/contract/auth/refusals';
import { as, body, signUp } from '../testing/test-app.test-kit';
import { get, post } from '../testing/people.test-kit';
import { expectRefused } from '../testing/refused.test-kit';
import { useTwoInstances } from '../testing/use-test-app.test-kit';

/**
 * A read never answers for a session that no longer stands (docs/architecture.md, "A request, end
 * to end"): on PostgreSQL its handler runs beside the session check, and whatever it answers or
 * throws gives way to the check's refusal. Two instances over one database, as behind a load
 * balancer: a sign-out on one holds at once on the other.
 */
describe('a read beside its session check', () => {
  let a: FastifyInstance;
  let b: FastifyInstance;
  useTwoInstances({ secret: null }, (apps) => ([a, b] = apps));

  /** A person with a notes collection, signed in on B, then signed out on A. */
  async function signedOutOnA(): Promise<{ person: User; collectionId: string }> {
    const person = await signUp(a);
    const made = await post(b, '/api/notes-collection', { name: 'Private thoughts' }, as(person));
    expect(made.statusCode).toBe(201);
    expect((await get(b, '/api/notes-collection', as(person))).statusCode).toBe(200);
    expect((await post(a, '/api/auth/logout', { refreshToken: person.access.refreshToken })).statusCode).toBe(200);
    return { person, collectionId: body<{ _id: string }>(made).data._id };
  }

  it('answers on B the refusal of a session signed out on A, and none of its data', async () => {
    const { person, collectionId } = await signedOutOnA();
    for (const url of ['/api/notes-collection', `/api/notes-collection?notesCollectionId=${collectionId}`]) {
      const read = await get(b, url, as(person));
      expectRefused(read, 403, authRefusals.deviceSignedOut);
      expect(read.body).not.toContain('Private thoughts');
    }
  });

  it('answers the refusal, not the 404 or the 400 its handler would answer', async () => {
    const { person } = await signedOutOnA();
    const tooLong = 'x'.repeat(65);
    // A collection nobody has: the handler answers 404 to a session that stands.
    expectRefused(
      await get(b, '/api/notes-collection?notesCollectionId=AAAAAAAAAAAA', as(person)),
      403,
      authRefusals.deviceSignedOut,
    );
    // An id past any id's length: validation answers 400 to a session that stands.
    expectRefused(
      await get(b, `/api/notes-collection?notesCollectionId=${tooLong}`, as(person)),
      403,
      authRefusals.deviceSignedOut,
    );
    const standing = await signUp(a);
    expect((await get(b, '/api/notes-collection?notesCollectionId=AAAAAAAAAAAA', as(standing))).statusCode).toBe(404);
    expect((await get(b, `/api/notes-collection?notesCollectionId=${tooLong}`, as(standing))).statusCode).toBe(400);
  });

  it('answers a read that waits for the check (its preferences) with the refusal too', async () => {
    const person = await signUp(b, { timeZone: 'Asia/Tokyo' });
    const read = await get(a, '/api/dashboard?date=2026-11-18&view=day', as(person));
    expect(read.statusCode, read.body).toBe(200);
    expect((await post(b, '/api/auth/logout', { refreshToken: person.access.refreshToken })).statusCode).toBe(200);
    expectRefused(
      await get(a, '/api/dashboard?date=2026-11-18&view=day', as(person)),
      403,
      authRefusals.deviceSignedOut,
    );
  });
});
