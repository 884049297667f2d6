import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Device, DeviceNameBody } from '@ordna/contract/auth';
import { api } from '../../api/api';
import { session } from '../../api/session';
import { settingsKeys } from './settings-keys';
import { authEndpoints } from '@ordna/contract/auth/endpoints';
import { call } from '../../api/call';

/** GET /auth/devices: this device first, then the most recently seen. */
export function useDevices() {
  return useQuery({
    queryKey: settingsKeys.devices(),
    queryFn: ({ signal }) => call(authEndpoints.readDevices, { signal }),
    select: (devices) =>
      [...devices].sort(
        (a, b) => Number(b.current) - Number(a.current) || Date.parse(b.lastSeenAt) - Date.parse(a.lastSeenAt),
      ),
  });
}

/**
 * DELETE /auth/devices?deviceId= for each device. Signing out this device also ends the session
 * here (the route guard then shows /login); it goes last so the other calls still count.
 */
export function useSignOutDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (devices: Device[]) => {
      const others = devices.filter((device) => !device.current);
      const outcomes = await Promise.allSettled(
        others.map((device) => call(authEndpoints.signOutDevice, { query: { deviceId: device._id } })),
      );
      const failed = outcomes.find((outcome) => outcome.status === 'rejected');
      if (failed) throw failed.reason;
      const here = devices.find((device) => device.current);
      if (here) {
        await call(authEndpoints.signOutDevice, { query: { deviceId: here._id } });
        await api.signOut();
      }
    },
    onSettled: async () => {
      if (session.current) await queryClient.invalidateQueries({ queryKey: settingsKeys.devices() });
    },
  });
}

/** PUT /auth/devices: names a device (an empty name clears it); the list shows the answer at once. */
export function useRenameDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DeviceNameBody) => call(authEndpoints.nameDevice, { body }),
    onSuccess: (renamed) =>
      queryClient.setQueryData<Device[]>(settingsKeys.devices(), (devices) =>
        devices?.map((device) => (device._id === renamed._id ? { ...renamed, current: device.current } : device)),
      ),
  });
}
