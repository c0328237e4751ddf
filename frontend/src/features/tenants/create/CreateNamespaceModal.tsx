import { FormModal } from '@frontend/shared/components/FormModal';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { wizardStrings as strings } from './create-tenant.strings';
import { useCreateNamespace } from './create-tenant.queries';

/** The namespace shortcut (spec 03 §4): confirm, create, and look the namespace up again. */
export function CreateNamespaceModal({
  namespace,
  onClose,
}: {
  readonly namespace: string;
  readonly onClose: () => void;
}) {
  const create = useCreateNamespace();
  const { showMessage, showModalError } = useNotify();
  return (
    <FormModal
      title={strings.setup.createNamespaceTitle}
      submitLabel={strings.create}
      isBusy={create.isPending}
      data-test="create-namespace-modal"
      onClose={onClose}
      onSubmit={() =>
        create.mutate(namespace, {
          onSuccess: () => {
            showMessage(strings.setup.namespaceCreated(namespace));
            onClose();
          },
          onError: showModalError,
        })
      }
    >
      <p>{strings.setup.createNamespaceBody(namespace)}</p>
    </FormModal>
  );
}
