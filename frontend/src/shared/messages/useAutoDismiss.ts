import { useCallback, useEffect, useRef } from 'react';

/**
 * Dismisses a message `durationMs` after it appears, pausing while the pointer is over it or focus is inside it, and
 * starting the full duration again once both have left (spec 01 §4: "hides itself 10 seconds after the pointer
 * leaves it; hovering pauses the timer"). A new `messageKey` restarts the timer. Spread the result on the element.
 */
export function useAutoDismiss(durationMs: number, onDismiss: () => void, messageKey: unknown) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hovered = useRef(false);
  const focused = useRef(false);
  const dismiss = useRef(onDismiss);
  useEffect(() => {
    dismiss.current = onDismiss;
  });

  const stop = useCallback(() => clearTimeout(timer.current), []);
  const restart = useCallback(() => {
    clearTimeout(timer.current);
    if (hovered.current || focused.current) return;
    timer.current = setTimeout(() => dismiss.current(), durationMs);
  }, [durationMs]);

  useEffect(() => {
    restart();
    return stop;
  }, [restart, stop, messageKey]);

  return {
    onMouseEnter: () => {
      hovered.current = true;
      stop();
    },
    onMouseLeave: () => {
      hovered.current = false;
      restart();
    },
    onFocus: () => {
      focused.current = true;
      stop();
    },
    onBlur: (event: React.FocusEvent) => {
      // Focus moving between controls of the message keeps it paused.
      if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
      focused.current = false;
      restart();
    },
  };
}
