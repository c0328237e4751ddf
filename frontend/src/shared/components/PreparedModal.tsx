import { Button, FocusTrap } from '@patternfly/react-core';
import { RhMicronsCloseIcon } from '@patternfly/react-icons';
import { css } from '@patternfly/react-styles';
import backdropStyles from '@patternfly/react-styles/css/components/Backdrop/backdrop';
import modalStyles from '@patternfly/react-styles/css/components/ModalBox/modal-box';
import bullseyeStyles from '@patternfly/react-styles/css/layouts/Bullseye/bullseye';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { dialogStrings as strings } from './dialog.strings';

const CLOSED = { visibility: 'hidden' } as const;

/**
 * A PatternFly modal (its backdrop, focus trap and box, as `Modal` draws them) that is in the page before it opens,
 * hidden, and opens by becoming visible. For a dialog whose opening is the end of a wait the person watches (the
 * create-tenant wizard's credentials): the browser has styled and laid out its subtree while the page was idle, so
 * opening it restyles a few elements instead of styling the whole dialog in the frame the person waits for, and
 * React updates its text instead of mounting it. `Modal` itself renders nothing while closed.
 *
 * Closed, `visibility: hidden` keeps it out of the accessibility tree, the tab order and the pointer's way. Open, it
 * does what `Modal` does — the body's backdrop class, the page's other top-level elements hidden from screen readers,
 * Escape closes, the focus trapped inside and put on its first control — once the frame that shows it has been
 * drawn: moving the focus restyles and lays out the page in the task that calls it, and the old focus's blur and the
 * new focus's style would be drawn in the same frame as the dialog. No one can press a key in between.
 */
export function PreparedModal(props: {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The id of the element naming the dialog (its title). */
  readonly titleId: string;
  readonly variant?: 'small' | 'medium' | 'large';
  readonly 'data-test'?: string;
  readonly children: ReactNode;
}) {
  const { isOpen, onClose, titleId, variant = 'medium' } = props;
  const backdrop = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  }, [onClose]);
  // Once, after the page's first frame: Chromium's first styling of the subtree as visible costs several times the
  // later ones, even though it was styled hidden (a fresh wizard's first opening 5–11 ms against 1.5–2 ms warm, at
  // load 11), so it is styled visible here once, in one task, and hidden again before any frame shows it.
  useEffect(() => {
    const own = backdrop.current;
    const timer = setTimeout(() => {
      if (!own || own.style.visibility !== CLOSED.visibility) return;
      own.style.visibility = 'visible';
      void getComputedStyle(own.querySelector('button') ?? own).visibility;
      own.style.visibility = CLOSED.visibility;
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  // Open and drawn: the frame that shows it is on screen (the first task after its animation frame).
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    if (!isOpen) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      setDrawn(false);
    };
  }, [isOpen]);
  const active = isOpen && drawn;
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    const own = backdrop.current;
    if (!active || !own) return undefined;
    const body = own.ownerDocument.body;
    // What had the focus before the trap takes it (in its own effect, after this one): given back on closing.
    opener.current = own.ownerDocument.activeElement;
    body.classList.add(backdropStyles.backdropOpen);
    const hidden = Array.from(body.children).filter((child) => child !== own && !child.hasAttribute('aria-hidden'));
    for (const child of hidden) child.setAttribute('aria-hidden', 'true');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    body.addEventListener('keydown', onKeyDown);
    return () => {
      body.removeEventListener('keydown', onKeyDown);
      body.classList.remove(backdropStyles.backdropOpen);
      for (const child of hidden) child.removeAttribute('aria-hidden');
    };
  }, [active]);
  // Closed: the focus goes back to what had it before. In an effect, not the cleanup above: the trap lets the focus
  // out only once it is deactivated, in its own effect, which runs before this one.
  useEffect(() => {
    const own = backdrop.current;
    const before = opener.current;
    if (active || !own || !(before instanceof HTMLElement)) return;
    opener.current = null;
    const focused = own.ownerDocument.activeElement;
    if (focused === own.ownerDocument.body || own.contains(focused)) before.focus({ preventScroll: true });
  }, [active]);
  return createPortal(
    <div ref={backdrop} className={css(backdropStyles.backdrop)} style={isOpen ? undefined : CLOSED}>
      {/* Its activation puts the focus on the first control (in a timer). */}
      <FocusTrap
        active={active}
        focusTrapOptions={{ clickOutsideDeactivates: true, tabbableOptions: { displayCheck: 'none' } }}
        className={css(bullseyeStyles.bullseye)}
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          className={css(
            modalStyles.modalBox,
            variant === 'small' && modalStyles.modifiers.sm,
            variant === 'medium' && modalStyles.modifiers.md,
            variant === 'large' && modalStyles.modifiers.lg,
          )}
          data-test={props['data-test']}
        >
          <div className={css(modalStyles.modalBoxClose)}>
            <Button variant="plain" aria-label={strings.close} icon={<RhMicronsCloseIcon />} onClick={onClose} />
          </div>
          {props.children}
        </div>
      </FocusTrap>
    </div>,
    document.body,
  );
}
