import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import type { AreaOverlay } from '../shared/area';
import { isTypingTarget } from '../shared/typing-target';
import { overlays as declared } from './area-registry';
import { preloadable, type Preloadable } from './preloadable';

type OverlayProps = { onClose: () => void };

const loaded = new Map<AreaOverlay, Preloadable<OverlayProps>>();
function overlayComponent(overlay: AreaOverlay): Preloadable<OverlayProps> {
  let made = loaded.get(overlay);
  if (!made) {
    made = preloadable<OverlayProps>(() =>
      overlay.component().then((module): ComponentType<OverlayProps> => module.default),
    );
    loaded.set(overlay, made);
  }
  return made;
}

const ignore = () => {
  // A chunk that fails to preload is loaded again when it opens, which shows the failure.
};

/**
 * Opens an area's overlay when its key is pressed anywhere but in a text field, one at a time,
 * and gives focus back to where it was when it closes. Each overlay is a chunk of its own; a
 * press of Shift starts loading them, so the overlay is there by the time the key lands.
 */
export function AreaOverlays({ overlays = declared }: { overlays?: readonly AreaOverlay[] }) {
  const [open, setOpen] = useState<AreaOverlay | null>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    if (open || overlays.length === 0) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      if (event.key === 'Shift') {
        for (const overlay of overlays) overlayComponent(overlay).preload().catch(ignore);
        return;
      }
      const overlay = overlays.find((each) => each.opensOn(event));
      if (!overlay) return;
      event.preventDefault();
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setOpen(overlay);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open, overlays]);

  const close = useCallback(() => {
    setOpen(null);
    const back = returnTo.current;
    returnTo.current = null;
    // After the overlay has gone; a page a command opened may have replaced what had focus.
    setTimeout(() => {
      if (back?.isConnected) back.focus();
      else document.getElementById('main-content')?.focus();
    });
  }, []);

  if (!open) return null;
  const Overlay = overlayComponent(open).Component;
  return (
    <Suspense fallback={null}>
      <Overlay onClose={close} />
    </Suspense>
  );
}
