import type { TenantRef } from '../tenant.queries';
import { TypedNameDeleteModal } from '../TypedNameDeleteModal';
import { podsStrings } from './pods.strings';
import { useDeletePod } from './pods.queries';

const strings = podsStrings.deletePod;

/** Deleting a pod, confirmed by typing its name (spec 03 §5). */
export function DeletePodModal(props: { tenant: TenantRef; pod: string; onClose: () => void; onDeleted?: () => void }) {
  const deletion = useDeletePod(props.tenant, props.pod);
  return (
    <TypedNameDeleteModal
      title={strings.title}
      question={strings.question(props.pod)}
      name={props.pod}
      fieldLabel={strings.fieldLabel}
      incorrect={strings.incorrect}
      deletion={deletion}
      deletedMessage={strings.deleted(props.pod)}
      onClose={props.onClose}
      onDeleted={props.onDeleted}
      data-test="delete-pod-modal"
    />
  );
}
