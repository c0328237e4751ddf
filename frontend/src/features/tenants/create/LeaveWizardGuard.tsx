import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from '@patternfly/react-core';
import { memo, useCallback, useEffect, type RefObject } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { wizardStrings as strings } from './create-tenant.strings';
import { confirmsLeaving } from './leave-guard';

const TITLE_ID = 'leave-wizard-title';

/**
 * Keeps the wizard's input from being dropped by a navigation away (a link, the browser's Back, the wizard's Cancel):
 * while the form has input, leaving asks first (Leave / Stay), and reloading or closing the tab gets the browser's
 * own prompt. Not once the tenant is created (`created` is set by Create's success, read only when a navigation is
 * asked for, so the success does not render the page again).
 *
 * A component of its own: the router's blocker state it reads changes with every navigation, and only this renders
 * for it, not the wizard.
 */
export const LeaveWizardGuard = memo(function LeaveWizardGuard(props: {
  readonly hasInput: boolean;
  readonly created: RefObject<boolean>;
}) {
  const { hasInput, created } = props;
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      confirmsLeaving({ hasInput, created: created.current }, currentLocation.pathname, nextLocation.pathname),
    [hasInput, created],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!hasInput) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      if (!created.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasInput, created]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Modal
      isOpen
      variant="small"
      onClose={() => blocker.reset()}
      aria-labelledby={TITLE_ID}
      data-test="leave-wizard-modal"
    >
      <ModalHeader title={strings.leave.title} labelId={TITLE_ID} />
      <ModalBody>{strings.leave.body}</ModalBody>
      <ModalFooter>
        <Button variant="danger" data-test="leave-wizard-leave" onClick={() => blocker.proceed()}>
          {strings.leave.leave}
        </Button>
        <Button variant="link" data-test="leave-wizard-stay" onClick={() => blocker.reset()}>
          {strings.leave.stay}
        </Button>
      </ModalFooter>
    </Modal>
  );
});
