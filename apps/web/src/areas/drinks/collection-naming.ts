import { DRINK_COLLECTION_NAME_MAX } from '@ordna/contract/drinks/limits';
import type { Naming } from '../../shared/NameModal';

/** How a drink collection is named in the name dialog. */
export const COLLECTION_NAMING: Naming = {
  label: 'drinks.collection.name',
  placeholder: 'drinks.collection.namePlaceholder',
  required: 'refusals.drinks.collectionNameRequired',
  maxLength: DRINK_COLLECTION_NAME_MAX,
};
