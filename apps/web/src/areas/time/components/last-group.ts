/** The time group this person last stamped into on this device, so the next stamp in starts there. */
const keyOf = (userId: string) => `ordna.time.lastGroup.${userId}`;

export function lastGroupOf(userId: string): string | null {
  try {
    return localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
}

export function rememberLastGroup(userId: string, timeGroupId: string): void {
  try {
    localStorage.setItem(keyOf(userId), timeGroupId);
  } catch {
    // Private mode or a full quota: the picker just starts at the first group next time.
  }
}
