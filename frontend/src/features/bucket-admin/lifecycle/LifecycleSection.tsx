import { PencilAltIcon, TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import type { components } from '../../../../../backend/api/generated/api';
import { api, call } from '../../../api/client';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { ResourceTable } from '../../../shared/components/ResourceTable';
import { useNotify } from '../../../shared/messages/useNotify';
import { useBucketChange, useBucketLifecycle, useReloadBucket } from '../bucket-admin.queries';
import { lifecycleStrings as strings } from '../bucket-admin.strings';
import type { SectionProps } from '../section-props';
import { SectionFrame } from '../SectionFrame';
import { AddLifecycleRuleModal } from './AddLifecycleRuleModal';
import { EditLifecycleRuleModal } from './EditLifecycleRuleModal';

type Rule = components['schemas']['LifecycleRule'];

/** 'N day(s)' or the date (spec 02 §2); empty when the rule has neither. */
function when(part: { days?: number; date?: string } | undefined): string {
  if (part?.days) return strings.days(part.days);
  if (part?.date) return part.date.slice(0, 10);
  return '';
}

/** Lifecycle (spec 02 §2): rules with expiry and transition; add, edit (enable/disable, tags), delete. */
export function LifecycleSection({ bucket, abilities }: SectionProps) {
  const rules = useBucketLifecycle(bucket, true);
  const reload = useReloadBucket(bucket);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Rule>();
  const [deleting, setDeleting] = useState<Rule>();
  const { showMessage, showModalError, clearModalError } = useNotify();
  const remove = useBucketChange(bucket, (ruleId: string) =>
    call(api().DELETE('/api/v1/buckets/{bucket}/lifecycle/{ruleId}', { params: { path: { bucket, ruleId } } })),
  );
  const closeAndReload = (close: () => void) => () => {
    close();
    reload();
  };
  return (
    <SectionFrame
      id="lifecycle"
      title={strings.title}
      addLabel={strings.add}
      canAdd={abilities.addLifecycle}
      onAdd={() => setAdding(true)}
    >
      <ResourceTable
        ariaLabel={strings.title}
        entity="Lifecycle rules"
        emptyText={strings.empty}
        rows={rules.data?.lifecycle ?? []}
        rowKey={(rule) => rule.id}
        isLoading={rules.isPending}
        onRowClick={abilities.editLifecycle ? setEditing : undefined}
        columns={[
          { id: 'id', title: strings.columns.id, cell: (rule) => rule.id, sortValue: (rule) => rule.id },
          { id: 'prefix', title: strings.columns.prefix, cell: (rule) => rule.prefix ?? '' },
          { id: 'status', title: strings.columns.status, cell: (rule) => rule.status },
          { id: 'expiration', title: strings.columns.expiration, cell: (rule) => when(rule.expiration) },
          { id: 'transition', title: strings.columns.transition, cell: (rule) => when(rule.transition) },
          {
            id: 'storage-class',
            title: strings.columns.storageClass,
            cell: (rule) => rule.transition?.storage_class ?? '',
          },
        ]}
        actions={[
          {
            id: 'edit-lifecycle-rule',
            label: strings.editAction,
            icon: PencilAltIcon,
            onClick: setEditing,
            isDisabled: () => !abilities.editLifecycle,
          },
          {
            id: 'delete-lifecycle-rule',
            label: strings.deleteAction,
            icon: TrashIcon,
            onClick: setDeleting,
            isDisabled: () => !abilities.editLifecycle,
          },
        ]}
        data-test="lifecycle-table"
      />
      {adding && <AddLifecycleRuleModal bucket={bucket} onClose={closeAndReload(() => setAdding(false))} />}
      {editing && (
        <EditLifecycleRuleModal bucket={bucket} rule={editing} onClose={closeAndReload(() => setEditing(undefined))} />
      )}
      {deleting && (
        <ConfirmModal
          title={strings.deleteTitle}
          isBusy={remove.isPending}
          onClose={() => setDeleting(undefined)}
          onConfirm={() => {
            clearModalError();
            remove.mutate(deleting.id, {
              onSuccess: () => {
                showMessage(strings.deleted);
                setDeleting(undefined);
              },
              onError: showModalError,
            });
          }}
          data-test="delete-lifecycle-modal"
        >
          {strings.deleteConfirm(deleting.id)}
        </ConfirmModal>
      )}
    </SectionFrame>
  );
}
