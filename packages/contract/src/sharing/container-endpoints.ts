import type { z } from 'zod';
import { deletion, type AnswerSchema, type DeletionInput } from '../kernel/endpoints';
import type { Refusal } from '../kernel/refusals';
import { sharingRefusals } from './refusals';

/**
 * The four endpoints of an owned, shareable, named container (a counter group, a shopping list, a
 * recipe collection…): read, create, rename and delete on one path. An area puts them in its
 * endpoint table under its own keys (`readGroup: groups.read`), so each operationId stays its own.
 */
export interface NamedContainerSpec {
  readonly path: `/${string}`;
  /** What one is called in the summaries: 'counter group' ("Makes a counter group"). */
  readonly noun: string;
  /** What the read answers, for its summary. */
  readonly readSummary: string;
  /** The rename's and the delete's summaries where they say more than "Renames a …" / "Deletes a … with its …". */
  readonly renameSummary?: string;
  readonly removeSummary?: string;
  /** What deleting it deletes with it: 'counters' ("Deletes a counter group with its counters"). */
  readonly holds?: string;
  readonly schemas: {
    readonly query: z.ZodType;
    readonly create: z.ZodType;
    readonly rename: z.ZodType;
    readonly remove: z.ZodType;
  };
  /** The read's answer, the made container's, and the renamed one's when it differs from the made one's. */
  readonly answers: { readonly read: AnswerSchema; readonly made: AnswerSchema; readonly renamed?: AnswerSchema };
  readonly refusals: {
    readonly notFound: Refusal;
    readonly duplicate: Refusal;
    readonly tooMany: Refusal;
    /** More that a rename or a delete may answer (the owner's flags, a collection that is not empty). */
    readonly rename?: readonly Refusal[];
    readonly remove?: readonly Refusal[];
  };
}

const isSharing = (refusal: Refusal) => refusal.code.startsWith('sharing.');

/** The area's refusals by code, then sharing's, as every area's table has listed them. */
function inOrder(...refusals: Refusal[]): Refusal[] {
  const rank = (refusal: Refusal) => `${isSharing(refusal) ? 1 : 0}${refusal.code}`;
  return [...new Set(refusals)].sort((a, b) => (rank(a) < rank(b) ? -1 : 1));
}

/**
 * A property of the spec as its own type: reading one straight off a type parameter gives the
 * constraint's type (a bare `z.ZodType`), which would lose the area's schemas in the server's
 * request types and the web's answer types.
 */
const own = <T, K extends keyof T>(of: T, key: K): T[K] => of[key];

/** The renamed container's answer: its own where the spec gives one, else the made one's. */
type RenamedOf<A extends NamedContainerSpec['answers']> = A extends { readonly renamed: infer R } ? R : A['made'];

export function namedContainerEndpoints<const S extends NamedContainerSpec>(spec: S) {
  const { noun, refusals: no } = spec;
  const [schemas, answers] = [own(spec, 'schemas'), own(spec, 'answers')];
  const path = own(spec, 'path');
  const { viewerCannotChange, ownerOnly } = sharingRefusals;
  return {
    read: {
      method: 'GET',
      path,
      summary: spec.readSummary,
      query: own(schemas, 'query'),
      answers: { 200: own(answers, 'read') },
      refusals: [no.notFound],
    },
    create: {
      method: 'POST',
      path,
      summary: `Makes a ${noun}`,
      body: own(schemas, 'create'),
      answers: { 201: own(answers, 'made') },
      refusals: inOrder(no.duplicate, no.tooMany),
    },
    rename: {
      method: 'PUT',
      path,
      summary: spec.renameSummary ?? `Renames a ${noun}`,
      body: own(schemas, 'rename'),
      answers: { 200: (answers.renamed ?? answers.made) as RenamedOf<S['answers']> },
      refusals: inOrder(no.duplicate, no.notFound, viewerCannotChange, ...(no.rename ?? [])),
    },
    remove: deletion(
      path,
      spec.removeSummary ?? `Deletes a ${noun} with its ${spec.holds ?? ''}`,
      { query: own(schemas, 'remove') },
      inOrder(no.notFound, ownerOnly, viewerCannotChange, ...(no.remove ?? [])),
    ),
  } as const;
}

/**
 * The delete of one thing inside a shareable container (a counter, a stamp, a shopping item…): it
 * answers nothing, and refuses a thing the person cannot see and a person who only views its
 * container, and any refusals of its own (`also`: a stamp changed meanwhile…).
 */
export function sharedThingDeletion<
  const P extends `/${string}`,
  const S extends string,
  const I extends DeletionInput,
  const N extends Refusal,
  const A extends readonly Refusal[] = [],
>(path: P, summary: S, input: I, notFound: N, ...also: A) {
  return deletion(path, summary, input, [notFound, ...also, sharingRefusals.viewerCannotChange] as const);
}
