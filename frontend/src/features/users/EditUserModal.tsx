import { Bullseye, Modal, ModalBody, Spinner } from '@patternfly/react-core';
import { useEffect } from 'react';
import { useNotify } from '../../shared/messages/useNotify';
import { UserFormModal } from './UserFormModal';
import { usersStrings as strings } from './users.strings';
import { useUser } from './users.queries';

/** Edit User from the users list: reads the user (groups, policies, status) fresh, then shows the form. */
export function EditUserModal({ name, onClose }: { name: string; onClose: () => void }) {
  const user = useUser(name);
  const notify = useNotify();
  useEffect(() => {
    if (!user.error) return;
    notify.showError(user.error);
    onClose();
  }, [user.error, notify, onClose]);
  if (user.data) return <UserFormModal user={user.data} onClose={onClose} />;
  return (
    <Modal isOpen variant="small" onClose={onClose} aria-label={strings.editTitle}>
      <ModalBody>
        <Bullseye>
          <Spinner aria-label={strings.editTitle} />
        </Bullseye>
      </ModalBody>
    </Modal>
  );
}
