import { IMAGE_MAX_BYTES, imageRefusals } from '@ordna/contract/kernel/images';
import type { Config } from '../../config';
import type { AppDeps } from '../../http/context';
import { badRequest } from '../../http/errors';
import { addressPolicy, type AddressPolicy } from '../../lib/fetching/address-policy';
import { FetchRefused, safeFetchBytes, type Resolver } from '../../lib/fetching/safe-fetch';
import { newId } from '../../lib/ids';
import { imageAddresses } from './image-addresses';
import { ImageRefused, keptImageOf } from './image-processing';
import { imageOf, imagesOf, removeImage, setImage, type ImageOwner } from './images.store';

type Deps = Pick<AppDeps, 'db' | 'config' | 'clock'>;

/** How a picture's address is reached: the operator's address policy (RECIPE_IMPORT_ALLOW) and a resolver tests may replace. */
export interface ImageReach {
  policy: AddressPolicy;
  resolve?: Resolver;
}

const reaches = new WeakMap<Config, ImageReach>();

function reachOf(config: Config): ImageReach {
  let reach = reaches.get(config);
  if (!reach) {
    reach = { policy: addressPolicy(config.recipeImportAllow) };
    reaches.set(config, reach);
  }
  return reach;
}

const ACCEPT = 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.9,*/*;q=0.1';

/**
 * Keeps a copy of the picture at `url` for a recipe or drink, fetched once through the safe
 * fetcher: not again while the kept one came from the same address, and never over a picture the
 * person uploaded (they remove that first). An empty address removes a picture fetched before.
 * What the fetch or the bytes refuse leaves the recipe or drink as it was. Answers whether its
 * picture changed.
 */
export async function followImageUrl(deps: Deps, owner: ImageOwner, url: string): Promise<boolean> {
  const current = await imageOf(deps.db, owner);
  if (!url) return current?.sourceUrl ? removeImage(deps.db, owner) : false;
  if (current && (current.sourceUrl === url || !current.sourceUrl)) return false;
  try {
    const fetched = await safeFetchBytes(url, { ...reachOf(deps.config), maxBytes: IMAGE_MAX_BYTES, accept: ACCEPT });
    const kept = await keptImageOf(fetched.bytes);
    await setImage(deps.db, owner, { id: newId(), sourceUrl: url, ...kept, createdAt: deps.clock() });
    return true;
  } catch (error) {
    if (error instanceof FetchRefused || error instanceof ImageRefused) return false;
    throw error;
  }
}

/**
 * followImageUrl after a save has answered: the save never waits for another site (up to 8 s),
 * and `changed` runs (a live event, so open pages show the picture) once the picture changed. A
 * failure (the recipe deleted meanwhile, the app closing) leaves things as they were; the next
 * save tries again.
 */
export function followImageUrlLater(deps: Deps, owner: ImageOwner, url: string, changed: () => unknown): void {
  void followImageUrl(deps, owner, url).then(
    (yes) => yes && changed(),
    () => undefined,
  );
}

/** Keeps a picture a person uploaded (base64), replacing any other; refuses what is not a picture or too large. */
export async function keepUploadedImage(deps: Deps, owner: ImageOwner, base64: string): Promise<void> {
  const bytes = Buffer.from(base64, 'base64');
  let kept;
  try {
    kept = await keptImageOf(bytes);
  } catch (error) {
    if (error instanceof ImageRefused) throw badRequest(imageRefusals[error.reason]);
    throw error;
  }
  await setImage(deps.db, owner, { id: newId(), sourceUrl: '', ...kept, createdAt: deps.clock() });
}

/** Removes the picture of a recipe or drink. */
export function forgetImage(deps: Deps, owner: ImageOwner): Promise<boolean> {
  return removeImage(deps.db, owner);
}

/** The address the picture of a recipe or drink is served at, or null when it has none. */
export async function imageAddressOf(deps: Deps, owner: ImageOwner): Promise<string | null> {
  const image = await imageOf(deps.db, owner);
  return image ? (await imageAddresses(deps)).addressOf(image.id) : null;
}

/** The address of each picture id given (as a read with `drinkImageIdColumn` found them). */
export async function addressesOfImages(deps: Deps): Promise<(imageId: string) => string> {
  const addresses = await imageAddresses(deps);
  return (imageId) => addresses.addressOf(imageId);
}

/** The addresses of the pictures of several recipes or drinks of one owner kind, by their ids. */
export async function imageAddressesOf(
  deps: Deps,
  kind: ImageOwner['kind'],
  ids: string[],
): Promise<Map<string, string>> {
  const images = await imagesOf(deps.db, kind, ids);
  const addresses = await imageAddresses(deps);
  return new Map([...images].map(([ownerId, imageId]) => [ownerId, addresses.addressOf(imageId)]));
}
