/** Shift+. or Ctrl+Shift+. (by the key's place, so it works whatever the keyboard's layout puts on it). */
export function opensConsole(event: Pick<KeyboardEvent, 'code' | 'shiftKey' | 'altKey' | 'metaKey'>): boolean {
  return event.code === 'Period' && event.shiftKey && !event.altKey && !event.metaKey;
}
