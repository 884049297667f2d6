import type { TooltipProps } from '@mantine/core';
import { useRef, useState, type ComponentType, type FocusEvent, type PointerEvent } from 'react';

/** Mantine's Tooltip's `events` when none are given: a hover shows it, a focus or a touch does not. */
export const MANTINE_EVENTS: NonNullable<TooltipProps['events']> = { hover: true, focus: false, touch: false };

/** Whether a person has asked for a control's tooltip (Tooltip.tsx), and whether they are still on the control. */
export interface Asker {
  asked: boolean;
  /** The pointer that asked is still over the control, or the focus that asked still on it. */
  stillOn: () => boolean;
  /** The control's handlers that notice the asking: a pointer coming or going, a touch, a focus or a blur. */
  handlers: Record<string, (event: never) => void>;
}

/** Whether the focus on `element` is one the browser shows (a keyboard's): the only focus Mantine shows a tooltip on. */
function focusShown(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
}

/**
 * Notices a person asking for a tooltip the way Mantine's Tooltip would answer `events`: a mouse
 * (or pen) coming over the control for `hover`, a touch for `touch`, a keyboard's focus for
 * `focus`. `asked` from the start when the tooltip's code is already there.
 */
export function useAsker(events: NonNullable<TooltipProps['events']>, loaded: boolean): Asker {
  const [asked, setAsked] = useState(loaded);
  const on = useRef({ pointer: false, focus: false });
  const ask = (where: 'pointer' | 'focus') => {
    on.current[where] = true;
    if (!asked) setAsked(true);
  };
  const handlers = {
    onPointerEnter: (event: PointerEvent) => {
      if (events.hover && (event.pointerType !== 'touch' || events.touch)) ask('pointer');
    },
    onPointerLeave: () => void (on.current.pointer = false),
    onTouchStart: () => {
      if (events.touch) ask('pointer');
    },
    onFocus: (event: FocusEvent<HTMLElement>) => {
      if (events.focus && focusShown(event.currentTarget)) ask('focus');
    },
    onBlur: () => void (on.current.focus = false),
  };
  return { asked, stillOn: () => on.current.pointer || on.current.focus, handlers };
}

/**
 * Mantine's Tooltip, open from the start when the person who asked for its code is still on the
 * control as it comes (no second hover needed); closed by them leaving it, as ever.
 */
export function openWhileAsked(Mantine: ComponentType<TooltipProps>) {
  return function TooltipOpenWhileAsked({ asker, ...props }: TooltipProps & { asker: Asker }) {
    const [stillOn] = useState(asker.stillOn);
    return <Mantine {...props} defaultOpened={props.defaultOpened ?? stillOn} />;
  };
}
