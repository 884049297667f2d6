import type { ServerArea } from '../../http/context';
import { imageRoutes } from './images.routes';

/**
 * Pictures of recipes and drinks (docs/architecture.md, "Images"). The recipes and drinks areas
 * keep, replace and remove their pictures through these, after their own access checks; the one
 * route serves a picture by the signed address their answers hand out.
 */
export { drinkImageIdColumn } from './images.store';
export {
  addressesOfImages,
  followImageUrl,
  followImageUrlLater,
  forgetImage,
  imageAddressesOf,
  imageAddressOf,
  keepUploadedImage,
} from './image-keeping.service';
export type { ImageOwner } from './images.store';

export const imagesArea: ServerArea = { publicRoutes: imageRoutes };
