import type { Device } from '@ordna/contract/auth';
import { UAParser } from 'ua-parser-js';

export interface DeviceSession {
  id: string;
  fingerprint: string | null;
  userAgent: string | null;
  name: string | null;
  lastAddress: string | null;
  createdAt: number;
  lastSeenAt: number;
}

function nameAndVersion(name: string | undefined, version: string | undefined): string | null {
  if (!name) return null;
  return version ? `${name} ${version}` : name;
}

/** A session as the device list shows it: browser, system and kind of device read from its user agent. */
export function deviceAnswer(session: DeviceSession, currentSessionId: string): Device {
  const { browser, os, device } = new UAParser(session.userAgent ?? '').getResult();
  return {
    _id: session.id,
    browser: nameAndVersion(browser.name, browser.major),
    os: nameAndVersion(os.name, os.version),
    deviceType: device.type ?? 'desktop',
    fingerprint: session.fingerprint,
    name: session.name,
    lastAddress: session.lastAddress,
    createdAt: new Date(session.createdAt).toISOString(),
    lastSeenAt: new Date(session.lastSeenAt).toISOString(),
    current: session.id === currentSessionId,
  };
}
