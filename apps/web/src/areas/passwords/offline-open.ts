type Listener = () => void;

/**
 * Whether the vault was opened here without a connection, from the copy kept on the device
 * (vault-copy.ts): readable, but with no vault session on the server, so nothing can be changed.
 * Small on purpose: the route guard's access rule (area.ts) reads it on the first load.
 */
class OfflineOpen {
  private open = false;
  private listeners = new Set<Listener>();

  isOpen = (): boolean => this.open;

  set(open: boolean): void {
    if (this.open === open) return;
    this.open = open;
    for (const listener of this.listeners) listener();
  }

  subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
}

export const offlineOpen = new OfflineOpen();
