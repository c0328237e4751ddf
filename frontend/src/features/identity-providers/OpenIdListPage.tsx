import { Alert, Button, Label, PageSection } from '@patternfly/react-core';
import { PlusIcon, TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { ResourceTable, type ResourceColumn } from '@frontend/shared/components/ResourceTable';
import { useErrorSnackbar } from '@frontend/shared/messages/useErrorSnackbar';
import { DeleteIdpModal } from './DeleteIdpModal';
import { useIdpConfigurations } from './identity-providers.queries';
import { idpStrings as strings } from './identity-providers.strings';

interface Row {
  readonly name: string;
  readonly enabled: boolean;
}

const nameOf = (row: Row) => (row.name === '_' ? strings.defaultName : row.name);
const columns: ResourceColumn<Row>[] = [
  { id: 'name', title: strings.columns.name, cell: nameOf, sortValue: nameOf },
  {
    id: 'enabled',
    title: strings.columns.enabled,
    cell: (row) => (
      <Label color={row.enabled ? 'green' : 'grey'} isCompact>
        {row.enabled ? strings.enabled : strings.disabled}
      </Label>
    ),
  },
];

/** /identity/idp/openid: the OpenID configurations the server has loaded, Create, open one, delete. */
export function OpenIdListPage() {
  const list = useIdpConfigurations('openid');
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState<string>();
  useErrorSnackbar(list.error);
  const open = (row: Row) => void navigate(`/identity/idp/openid/${encodeURIComponent(row.name)}`);
  return (
    <>
      <PageHeading
        title={strings.openIdTitle}
        actions={
          <Button icon={<PlusIcon />} onClick={() => void navigate('/identity/idp/openid/add')} data-test="add-openid">
            {strings.addOpenId}
          </Button>
        }
      />
      <PageSection isFilled>
        <Alert variant="info" isInline isPlain title={strings.pendingNote} className="pf-v6-u-mb-md" />
        <ResourceTable
          ariaLabel={strings.tableLabel}
          entity={strings.entity}
          rows={list.data ?? []}
          rowKey={(row) => row.name}
          columns={columns}
          isLoading={list.isPending}
          onRowClick={open}
          emptyText={strings.emptyOpenId}
          actions={[{ id: 'delete', label: strings.delete, icon: TrashIcon, onClick: (row) => setDeleting(row.name) }]}
          data-test="openid-table"
        />
      </PageSection>
      {deleting !== undefined && (
        <DeleteIdpModal type="openid" name={deleting} onClose={() => setDeleting(undefined)} />
      )}
    </>
  );
}
