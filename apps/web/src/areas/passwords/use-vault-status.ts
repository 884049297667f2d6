import { useQuery } from '@tanstack/react-query';
import { passwordsKeys } from './passwords-keys';
import { vault } from './vault';

export const statusKey = () => [...passwordsKeys.all, 'status'] as const;

/** Whether the person has set an extra password, and how its key is derived (GET /auth/extra-password). */
export function useVaultStatus() {
  // Offline the answer comes from the copy on the device (vault.ts), so it runs without a network.
  return useQuery({ queryKey: statusKey(), queryFn: () => vault.status(), networkMode: 'always' });
}
