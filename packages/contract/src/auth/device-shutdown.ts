import type { Preferences } from './preferences';

/**
 * What a device's shutdown call does (docs/architecture.md, "Device shutdown"). A device is an
 * integration token: the hook on the device posts with it. With `useDeviceShutdown` on, the
 * call ends every running stamp of the person at that moment. `deviceShutdownConfig` is a flat
 * map in which one kind of name means something: `ignore.<tokenId>: true` leaves that device out
 * (its shutdown ends nothing, e.g. a server that reboots at night). Other names are ignored. The
 * map holds at most 20 names, so at most 20 devices are left out.
 */

const IGNORE_PREFIX = 'ignore.';

export function ignoreKey(tokenId: string): string {
  return `${IGNORE_PREFIX}${tokenId}`;
}

export function deviceIgnored(config: Preferences['deviceShutdownConfig'], tokenId: string): boolean {
  return config?.[ignoreKey(tokenId)] === true;
}

/** Whether this device's shutdown ends the person's running stamps. */
export function shutdownApplies(
  preferences: Pick<Preferences, 'useDeviceShutdown' | 'deviceShutdownConfig'>,
  tokenId: string,
): boolean {
  return preferences.useDeviceShutdown && !deviceIgnored(preferences.deviceShutdownConfig, tokenId);
}

/** The config with that device left out or counted again; names it does not know are kept. */
export function withDeviceIgnored(
  config: Preferences['deviceShutdownConfig'],
  tokenId: string,
  ignored: boolean,
): NonNullable<Preferences['deviceShutdownConfig']> {
  const { [ignoreKey(tokenId)]: _dropped, ...rest } = config ?? {};
  return ignored ? { ...rest, [ignoreKey(tokenId)]: true } : rest;
}
