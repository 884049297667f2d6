import { STORAGE_NAME_MAX } from '@ordna/contract/storage/limits';
import type { Naming } from '../../shared/NameModal';

/** How a storage group is named in the name dialog. */
export const GROUP_NAMING: Naming = {
  label: 'storage.group.name',
  placeholder: 'storage.group.namePlaceholder',
  required: 'refusals.storage.groupNameRequired',
  maxLength: STORAGE_NAME_MAX,
};
