import { SHOPPING_NAME_MAX } from '@ordna/contract/shopping/limits';
import type { Naming } from '../../shared/NameModal';

/** How a shopping list is named in the name dialog. */
export const LIST_NAMING: Naming = {
  label: 'shopping.list.name',
  placeholder: 'shopping.list.namePlaceholder',
  required: 'refusals.shopping.listNameRequired',
  maxLength: SHOPPING_NAME_MAX,
};
