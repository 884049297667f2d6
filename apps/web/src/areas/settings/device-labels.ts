import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/sv';
import type { Device } from '@ordna/contract/auth';

dayjs.extend(relativeTime);

/** "5 minutes ago" / "för 5 minuter sedan" in the interface language (se is Swedish, dayjs calls it sv). */
export function lastSeen(iso: string, language: string, now: number = Date.now()): string {
  const at = dayjs(iso);
  // A clock a little ahead of this device's must not read "in a few seconds".
  const shown = at.valueOf() > now ? dayjs(now) : at;
  return shown.locale(language === 'se' ? 'sv' : 'en').from(dayjs(now));
}

export type DeviceKind = 'desktop' | 'mobile' | 'tablet' | 'other';

export function deviceKind(device: Pick<Device, 'deviceType'>): DeviceKind {
  const type = device.deviceType.toLowerCase();
  if (type === 'mobile' || type === 'wearable') return 'mobile';
  if (type === 'tablet') return 'tablet';
  if (type === 'desktop') return 'desktop';
  return 'other';
}
