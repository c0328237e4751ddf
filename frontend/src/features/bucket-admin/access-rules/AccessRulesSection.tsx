import { PencilAltIcon, TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import type { components } from '../../../../../backend/api/generated/api';
import { api, call } from '../../../api/client';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { ResourceTable } from '../../../shared/components/ResourceTable';
import { useNotify } from '../../../shared/messages/useNotify';
import { useBucketAccessRules, useBucketChange, useReloadBucket } from '../bucket-admin.queries';
import { accessRulesStrings as strings } from '../bucket-admin.strings';
import type { SectionProps } from '../section-props';
import { SectionFrame } from '../SectionFrame';
import { AccessRuleModal } from './AccessRuleModal';

type AccessRule = components['schemas']['AccessRule'];

/** Access Rules (spec 02 §2): anonymous access per prefix; add, edit, delete. */
export function AccessRulesSection({ bucket, abilities }: SectionProps) {
  const rules = useBucketAccessRules(bucket, true);
  const reload = useReloadBucket(bucket);
  const [editing, setEditing] = useState<AccessRule | 'new'>();
  const [deleting, setDeleting] = useState<AccessRule>();
  const { showMessage, showModalError, clearModalError } = useNotify();
  const remove = useBucketChange(bucket, (prefix: string) =>
    call(api().DELETE('/api/v1/bucket/{bucket}/access-rules', { params: { path: { bucket } }, body: { prefix } })),
  );
  return (
    <SectionFrame
      id="access-rules"
      title={strings.title}
      addLabel={strings.add}
      canAdd={abilities.setPolicy}
      onAdd={() => setEditing('new')}
      error={rules.error}
    >
      <ResourceTable
        ariaLabel={strings.title}
        entity={strings.entity}
        rows={rules.data?.accessRules ?? []}
        rowKey={(rule) => rule.prefix}
        isLoading={rules.isPending}
        columns={[
          {
            id: 'prefix',
            title: strings.columns.prefix,
            cell: (rule) => rule.prefix,
            sortValue: (rule) => rule.prefix,
          },
          { id: 'access', title: strings.columns.access, cell: (rule) => rule.access },
        ]}
        actions={[
          {
            id: 'edit-access-rule',
            label: strings.editAction,
            icon: PencilAltIcon,
            onClick: setEditing,
            isDisabled: () => !abilities.setPolicy,
          },
          {
            id: 'delete-access-rule',
            label: strings.deleteAction,
            icon: TrashIcon,
            onClick: setDeleting,
            isDisabled: () => !abilities.setPolicy,
          },
        ]}
        data-test="access-rules-table"
      />
      {editing && (
        <AccessRuleModal
          bucket={bucket}
          rule={editing === 'new' ? undefined : editing}
          onClose={() => {
            setEditing(undefined);
            reload();
          }}
        />
      )}
      {deleting && (
        <ConfirmModal
          title={strings.deleteTitle}
          isBusy={remove.isPending}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => {
            clearModalError();
            remove.mutate(deleting.prefix, {
              onSuccess: () => {
                showMessage(strings.deleted);
                setDeleting(undefined);
              },
              onError: showModalError,
            });
          }}
          data-test="delete-access-rule-modal"
        >
          {strings.deleteConfirm(deleting.prefix)}
        </ConfirmModal>
      )}
    </SectionFrame>
  );
}
