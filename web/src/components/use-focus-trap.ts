import { useEffect, useRef, type RefObject } from 'react';
import { FOCUSABLE } from './focusable';

export interface FocusTrapOptions {
  /** What takes focus when the trap starts (the first focusable element inside, unless given). */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * While active: focus moves into the container, Tab cycles inside it, Escape calls onEscape,
 * and when it ends focus returns to the element that had it before.
 */
export function useFocusTrap(containerRef: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void, options: FocusTrapOptions = {}): void {
  const onEscapeRef = useRef(onEscape);
  useEffect(() => {
    onEscapeRef.current = onEscape;
  }, [onEscape]);
  const { initialFocus } = options;

  useEffect(() => {
    if (!active) return;
    const container = containerRef.current;
    if (!container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusables = () => Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE));
    (initialFocus?.current ?? focusables()[0] ?? container).focus();

    // Listening on the document keeps Escape and the Tab trap working even when focus has fallen to <body>.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onEscapeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusables();
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !container.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !container.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, [active, containerRef, initialFocus]);
}
