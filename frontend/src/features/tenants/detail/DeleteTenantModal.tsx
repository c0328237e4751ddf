import { tenantDetailStrings } from './tenant-detail.strings';
import { useDeleteTenant, type TenantRef } from './tenant.queries';
import { TypedNameDeleteModal } from './TypedNameDeleteModal';

const strings = tenantDetailStrings.deleteTenant;

/** Deleting a tenant, confirmed by typing its name (spec 03 §4, §5); 'Tenant Deleted' and back to the list. */
export function DeleteTenantModal(props: { tenant: TenantRef; onClose: () => void; onDeleted: () => void }) {
  const deletion = useDeleteTenant(props.tenant);
  return (
    <TypedNameDeleteModal
      title={strings.title}
      question={strings.question(props.tenant.name, props.tenant.namespace)}
      name={props.tenant.name}
      fieldLabel={strings.fieldLabel}
      incorrect={strings.incorrect}
      deletion={deletion}
      deletedMessage={strings.deleted}
      onClose={props.onClose}
      onDeleted={props.onDeleted}
      data-test="delete-tenant-modal"
    />
  );
}
