import { useNavigate } from 'react-router';
import { useNotify } from '../messages/useNotify';
import { entityPath, type EntityBase } from '../components/entity-path';

/**
 * The outcome of a create dialog of an IAM entity: on success the snackbar says `created(name)`, the dialog closes
 * and the new entity's page opens; a refusal shows in the dialog.
 */
export function useOpenCreated(base: EntityBase, created: (name: string) => string, onClose: () => void) {
  const notify = useNotify();
  const navigate = useNavigate();
  return {
    onSuccess: ({ name }: { name: string }) => {
      notify.showMessage(created(name));
      onClose();
      void navigate(entityPath(base, name));
    },
    onError: (error: Error) => notify.showModalError(error),
  };
}
