import { ENTRY_LIMITS } from './entry';
import type { Naming } from '../../shared/NameModal';

/** How a password group (sealed before it is sent) is named in the name dialog. */
export const GROUP_NAMING: Naming = {
  label: 'passwords.group.name',
  required: 'passwords.group.nameRequired',
  maxLength: ENTRY_LIMITS.groupName,
};
