import { Button, PageSection, SearchInput, Toolbar, ToolbarContent, ToolbarItem } from '@patternfly/react-core';
import { EyeIcon, PlusIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { ResourceTable, type ResourceColumn } from '@frontend/shared/components/ResourceTable';
import { useCan } from '@frontend/shared/hooks/useCan';
import { useErrorSnackbar } from '@frontend/shared/messages/useErrorSnackbar';
import { KmsNotConfigured } from './KmsNotConfigured';
import { useKmsKeys, useKmsStatus } from './kms.queries';
import { kmsStrings as strings } from './kms.strings';

type Key = { name: string; createdAt?: string; createdBy?: string };
const columns: ResourceColumn<Key>[] = [
  { id: 'name', title: strings.columns.name, cell: (key) => key.name, sortValue: (key) => key.name },
  {
    id: 'createdAt',
    title: strings.columns.createdAt,
    cell: (key) => (key.createdAt ? new Date(key.createdAt).toLocaleString() : ''),
    sortValue: (key) => key.createdAt ?? '',
  },
  { id: 'createdBy', title: strings.columns.createdBy, cell: (key) => key.createdBy ?? '' },
];

/** /kms/keys: the KMS's master keys, filter, Create Key, open one. */
export function KmsKeysPage() {
  const status = useKmsStatus();
  const configured = status.data?.configured === true;
  const keys = useKmsKeys(configured);
  const navigate = useNavigate();
  const can = useCan();
  const [filter, setFilter] = useState('');
  useErrorSnackbar(status.error ?? keys.error);
  const rows = (keys.data ?? []).filter((key) => key.name.toLowerCase().includes(filter.trim().toLowerCase()));
  const open = (key: Key) => void navigate(`/kms/keys/${encodeURIComponent(key.name)}`);
  return (
    <>
      <PageHeading
        title={strings.keysTitle}
        actions={
          configured && (
            <Button
              icon={<PlusIcon />}
              onClick={() => void navigate('/kms/keys/add')}
              isDisabled={!can('kms:CreateKey')}
              data-test="create-kms-key"
            >
              {strings.createKey}
            </Button>
          )
        }
      />
      <PageSection isFilled>
        {status.data && !configured && <KmsNotConfigured />}
        {configured && (
          <>
            <Toolbar>
              <ToolbarContent>
                <ToolbarItem>
                  <SearchInput
                    placeholder={strings.filter}
                    aria-label={strings.filter}
                    value={filter}
                    onChange={(_event, value) => setFilter(value)}
                    onClear={() => setFilter('')}
                    data-test="kms-key-filter"
                  />
                </ToolbarItem>
              </ToolbarContent>
            </Toolbar>
            <ResourceTable
              ariaLabel={strings.keysTableLabel}
              entity={strings.keysEntity}
              rows={rows}
              rowKey={(key) => key.name}
              columns={columns}
              isLoading={keys.isPending}
              onRowClick={open}
              actions={[{ id: 'view', label: strings.view, icon: EyeIcon, onClick: open }]}
              data-test="kms-keys-table"
            />
          </>
        )}
      </PageSection>
    </>
  );
}
