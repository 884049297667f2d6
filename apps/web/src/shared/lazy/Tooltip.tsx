import type { TooltipProps } from '@mantine/core';
import { assignRef, useMergedRef } from '@mantine/hooks';
import {
  cloneElement,
  isValidElement,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type ComponentType,
  type Ref,
  type RefObject,
} from 'react';
import { lazyPart } from './lazy-part';
import { MANTINE_EVENTS, openWhileAsked, useAsker, type Asker } from './tooltip-asker';

/** What Mantine's Tooltip gives its child: its handlers (hover, focus, Escape), aria-describedby, a class, a ref. */
type TargetProps = Record<string, unknown>;

type Handler = (...args: unknown[]) => unknown;

/** The props Mantine's Tooltip hands its child, passed on to the control drawn beside it (`Relay`). */
interface Hub {
  element: RefObject<HTMLElement | null>;
  latest: RefObject<TargetProps>;
  ref: RefObject<Ref<HTMLElement> | undefined>;
  show: (props: TargetProps) => void;
}

/**
 * Mantine's Tooltip with its floating-ui (~20 kB gzip) fetched only when a person first asks for a
 * tooltip: points at a control that has one (or touches, or focuses it, where `events` says so).
 * The control is drawn at once, and stays the same element when the code comes (a focus or a click
 * on it in that moment is kept): the tooltip is drawn beside it, and what Mantine would give its
 * child (hover and focus handlers, aria-describedby, the ref it places the tip by) is passed on to
 * the control. Until the code has come the control is bare (it keeps its own aria-label, so nothing
 * is lost to a screen reader or the keyboard); if the pointer is still on it (or the focus) when
 * the code comes, the tooltip shows then, without a second hover; from then on a hover (or a focus,
 * where `events` says so) shows it as ever.
 */
export function lazyTooltip(load: () => Promise<ComponentType<TooltipProps>>) {
  let loaded = false;
  const tip = lazyPart<TooltipProps & { asker: Asker }>(() =>
    load().then((Mantine) => {
      loaded = true;
      return openWhileAsked(Mantine);
    }),
  );
  function Tooltip({ children, ...props }: TooltipProps) {
    const hub = useHub();
    const asker = useAsker(props.events ?? MANTINE_EVENTS, loaded);
    const own = isValidElement<TargetProps>(children) ? children : null;
    const ownRef = (own?.props.ref ?? null) as Ref<HTMLElement> | null;
    const ref = useMergedRef(ownRef, hub.element, hub.attach);
    if (!own) return children;
    return (
      <>
        {cloneElement(own, { ...withTooltip(own.props, hub, asker.handlers), ref })}
        {asker.asked && (
          <tip.Component {...props} asker={asker}>
            <Relay hub={hub} />
          </tip.Component>
        )}
      </>
    );
  }
  return { Tooltip, preload: tip.preload };
}

const tooltip = lazyTooltip(() => import('./mantine-tooltip').then((module) => module.MantineTooltip));

export const Tooltip = tooltip.Tooltip;

function useHub(): Hub & { shown: TargetProps; attach: (node: HTMLElement | null) => void } {
  const element = useRef<HTMLElement | null>(null);
  const latest = useRef<TargetProps>({});
  const ref = useRef<Ref<HTMLElement> | undefined>(undefined);
  const attach = useCallback((node: HTMLElement | null) => assignRef(ref.current, node), []);
  const [shown, show] = useState<TargetProps>({});
  return { element, latest, ref, show, shown, attach };
}

/**
 * The control's own props with the tooltip's: every handler runs (the control's first, then the
 * one asking for the tooltip's code, then Mantine's), Mantine's other props win.
 */
function withTooltip(own: TargetProps, hub: Hub & { shown: TargetProps }, asking: TargetProps): TargetProps {
  const merged: TargetProps = {};
  for (const key of new Set([...Object.keys(asking), ...Object.keys(hub.shown)])) {
    const value = hub.shown[key] ?? asking[key];
    // Mantine passes on the Tooltip's own handlers even when not given (undefined): the control's stay.
    if (key === 'ref' || key === 'hub' || value === undefined) continue;
    if (key.startsWith('on') && typeof value === 'function') {
      // The handler is read when it runs: Mantine's change with every draw, the control is redrawn only when the rest does.
      merged[key] = (...args: unknown[]) => {
        (own[key] as Handler | undefined)?.(...args);
        (asking[key] as Handler | undefined)?.(...args);
        (hub.latest.current[key] as Handler | undefined)?.(...args);
      };
    } else if (key === 'className') merged.className = [value, own.className].filter(Boolean).join(' ') || undefined;
    else merged[key] = value;
  }
  return merged;
}

/** The string that changes when the props other than handlers do (a new tooltip, aria-describedby as it opens). */
function shapeOf(props: TargetProps): string {
  return JSON.stringify(
    Object.entries(props)
      .filter(([key]) => key !== 'ref' && key !== 'hub')
      .map(([key, value]) => [key, typeof value === 'function' ? 'handler' : value]),
  );
}

/** Mantine's Tooltip's child: draws nothing, and hands what Mantine gives it to the control (`Hub`). */
function Relay({ hub, ...props }: { hub: Hub } & TargetProps) {
  const shape = useRef('');
  useLayoutEffect(() => {
    hub.latest.current = props;
    const ref = props.ref as Ref<HTMLElement> | undefined;
    if (ref !== hub.ref.current) {
      assignRef(hub.ref.current, null);
      hub.ref.current = ref;
      assignRef(ref, hub.element.current);
    }
    const next = shapeOf(props);
    if (next !== shape.current) {
      shape.current = next;
      hub.show(props);
    }
  });
  const { ref: placed, latest, show } = hub;
  useLayoutEffect(
    () => () => {
      assignRef(placed.current, null);
      placed.current = undefined;
      latest.current = {};
      show({});
    },
    [placed, latest, show],
  );
  return null;
}
