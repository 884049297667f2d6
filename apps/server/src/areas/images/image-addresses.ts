import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../http/context';
import { derivedKey } from '../auth/public';

/**
 * The addresses pictures are served at (docs/architecture.md, "Images"). A browser loads a picture
 * with `<img>`, which sends no access token, so the address itself carries the permission: the
 * picture's id, a time it is good until, and an HMAC of both with a key only the server knows. It
 * is handed out only in the answer of a recipe or drink the person may see (or of a public drink),
 * and stays the same for a week at a time so browsers keep their copy; it stops working one to two
 * weeks after it was handed out, and at once when the picture is replaced or removed.
 */

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export class ImageAddresses {
  constructor(
    private readonly key: Buffer,
    private readonly clock: () => number,
  ) {}

  private signatureOf(imageId: string, until: number): string {
    return createHmac('sha256', this.key).update(`${imageId}:${until}`).digest('base64url').slice(0, 32);
  }

  /** The address of a picture, good until the end of next week. */
  addressOf(imageId: string): string {
    const until = (Math.floor(this.clock() / WEEK_MS) + 2) * WEEK_MS;
    return `/api/image?imageId=${encodeURIComponent(imageId)}&until=${until}&signature=${this.signatureOf(imageId, until)}`;
  }

  /** Whether an address was handed out by this server and is still good. */
  allows(imageId: string, until: number, signature: string): boolean {
    const now = this.clock();
    if (until <= now || until > now + 3 * WEEK_MS) return false;
    const expected = Buffer.from(this.signatureOf(imageId, until));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Seconds a browser may keep the picture: until its address stops working. */
  secondsLeft(until: number): number {
    return Math.max(0, Math.floor((until - this.clock()) / 1000));
  }
}

const loaded = new WeakMap<AppDeps['db'], Promise<ImageAddresses>>();

/** This database's image addresses, the key derived once per app. */
export function imageAddresses(deps: Pick<AppDeps, 'db' | 'config' | 'clock'>): Promise<ImageAddresses> {
  let addresses = loaded.get(deps.db);
  if (!addresses) {
    addresses = derivedKey(deps.db, deps.config.secret, 'ordna image addresses').then(
      (key) => new ImageAddresses(key, deps.clock),
    );
    loaded.set(deps.db, addresses);
  }
  return addresses;
}
