/**
 * Locks the vault after the person has done nothing in this tab for a while (minutes chosen on
 * /settings/auth, kept on this device). Activity is any key, pointer, touch or scroll.
 */
export const IDLE_MINUTES_KEY = 'ordna.vault-idle-minutes';
export const IDLE_MINUTES_DEFAULT = 10;
export const IDLE_MINUTES_MIN = 1;
export const IDLE_MINUTES_MAX = 240;
const ACTIVITY = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'scroll'] as const;
const CHECK_EVERY_MS = 5000;

export function storedIdleMinutes(storage: Pick<Storage, 'getItem'> | null = safeLocalStorage()): number {
  const stored = Number(storage?.getItem(IDLE_MINUTES_KEY));
  return Number.isInteger(stored) && stored >= IDLE_MINUTES_MIN && stored <= IDLE_MINUTES_MAX
    ? stored
    : IDLE_MINUTES_DEFAULT;
}

function safeLocalStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function storeIdleMinutes(minutes: number): void {
  try {
    safeLocalStorage()?.setItem(IDLE_MINUTES_KEY, String(minutes));
  } catch {
    // A full quota: the choice holds for this page.
  }
}

export class IdleLock {
  private lastActivity = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private minutes = storedIdleMinutes();

  constructor(
    private readonly onIdle: () => void,
    private readonly now: () => number = Date.now,
    private readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'> | null = typeof window ===
    'undefined'
      ? null
      : window,
  ) {}

  private readonly touch = () => {
    this.lastActivity = this.now();
  };

  start(): void {
    this.stop();
    this.touch();
    for (const event of ACTIVITY) this.target?.addEventListener(event, this.touch, { passive: true, capture: true });
    this.timer = setInterval(() => this.check(), CHECK_EVERY_MS);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const event of ACTIVITY) this.target?.removeEventListener(event, this.touch, { capture: true });
  }

  setMinutes(minutes: number): void {
    this.minutes = minutes;
  }

  /** Locks when the idle time has passed; public so tests can check without waiting. */
  check(): void {
    if (this.timer && this.now() - this.lastActivity >= this.minutes * 60_000) {
      this.stop();
      this.onIdle();
    }
  }
}
