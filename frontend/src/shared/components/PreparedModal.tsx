import { Button, FocusTrap } from '@patternfly/react-core';
import { RhMicronsCloseIcon } from '@patternfly/react-icons';
import { css } from '@patternfly/react-styles';
import backdropStyles from '@patternfly/react-styles/css/components/Backdrop/backdrop';
import modalStyles from '@patternfly/react-styles/css/components/ModalBox/modal-box';
import bullseyeStyles from '@patternfly/react-styles/css/layouts/Bullseye/bullseye';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
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
 * does what `Modal` does: the body's backdrop class, the page's other top-level elements hidden from screen readers,
 * Escape closes, the focus is trapped inside — and the focus is put on its first control in the commit that opens it
 * (the trap itself would focus only after the first frame, in a timer: a second restyle and frame).
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
  useLayoutEffect(() => {
    const own = backdrop.current;
    if (!isOpen || !own) return undefined;
    const body = own.ownerDocument.body;
    body.classList.add(backdropStyles.backdropOpen);
    const hidden = Array.from(body.children).filter((child) => child !== own && !child.hasAttribute('aria-hidden'));
    for (const child of hidden) child.setAttribute('aria-hidden', 'true');
    own.querySelector('button')?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    body.addEventListener('keydown', onKeyDown);
    return () => {
      body.removeEventListener('keydown', onKeyDown);
      body.classList.remove(backdropStyles.backdropOpen);
      for (const child of hidden) child.removeAttribute('aria-hidden');
    };
  }, [isOpen]);
  return createPortal(
    <div ref={backdrop} className={css(backdropStyles.backdrop)} style={isOpen ? undefined : CLOSED}>
      <FocusTrap
        active={isOpen}
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
