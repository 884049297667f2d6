import type { Preferences } from './auth';

/**
 * What a device's shutdown call ends (docs/architecture.md, "Device shutdown"). A device is an
 * integration token: the hook on the device posts with it. `deviceShutdownConfig` is a flat map;
 * two kinds of names mean something, every other name is ignored:
 * - `stop`: `'all'` (the default) ends every running stamp, `'automatic'` only those heartbeats started;
 * - `ignore.<tokenId>`: `true` leaves that device out: its shutdown ends nothing.
 */
export type ShutdownStop = 'all' | 'automatic';

export interface ShutdownPlan {
  /** Whether this device's shutdown ends stamps at all. */
  applies: boolean;
  stop: ShutdownStop;
}

export const IGNORE_PREFIX = 'ignore.';

export function ignoreKey(tokenId: string): string {
  return `${IGNORE_PREFIX}${tokenId}`;
}

export function shutdownStop(config: Preferences['deviceShutdownConfig']): ShutdownStop {
  return config?.stop === 'automatic' ? 'automatic' : 'all';
}

export function deviceIgnored(config: Preferences['deviceShutdownConfig'], tokenId: string): boolean {
  return config?.[ignoreKey(tokenId)] === true;
}

export function shutdownPlan(
  preferences: Pick<Preferences, 'useDeviceShutdown' | 'deviceShutdownConfig'>,
  tokenId: string,
): ShutdownPlan {
  const config = preferences.deviceShutdownConfig;
  return {
    applies: preferences.useDeviceShutdown && !deviceIgnored(config, tokenId),
    stop: shutdownStop(config),
  };
}
