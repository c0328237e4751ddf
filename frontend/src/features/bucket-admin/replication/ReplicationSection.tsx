import { PencilAltIcon, TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import type { components } from '../../../../../backend/api/generated/api';
import { api, call } from '../../../api/client';
import { ConfirmModal } from '../../../shared/components/ConfirmModal';
import { ResourceTable } from '../../../shared/components/ResourceTable';
import { useNotify } from '../../../shared/messages/useNotify';
import { bucketAdminStrings } from '../bucket-admin.strings';
import { useBucketChange, useBucketReplicationRules, useReloadBucket } from '../bucket-admin.queries';
import { replicationStrings as strings } from '../bucket-admin.strings';
import type { SectionProps } from '../section-props';
import { SectionFrame } from '../SectionFrame';
import { AddReplicationRuleModal } from './AddReplicationRuleModal';
import { EditReplicationRuleModal } from './EditReplicationRuleModal';

type Rule = components['schemas']['ReplicationRule'];

/** The destination without the remote target's ARN prefix (`arn:minio:replication::id:bucket` → `bucket`). */
export function destinationName(arn: string): string {
  return arn.startsWith('arn:') ? (arn.split(':').pop() ?? arn) : arn;
}

/** Replication (spec 02 §2): rules with priority, destination, prefix, tags and status; add, edit and delete. */
export function ReplicationSection({ bucket, abilities }: SectionProps) {
  const rules = useBucketReplicationRules(bucket, true);
  const reload = useReloadBucket(bucket);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<Rule>();
  const [editing, setEditing] = useState<Rule>();
  const { showMessage, showModalError, clearModalError } = useNotify();
  const remove = useBucketChange(bucket, (ruleId: string) =>
    call(api().DELETE('/api/v1/buckets/{bucket}/replication/{ruleId}', { params: { path: { bucket, ruleId } } })),
  );
  const list = rules.data?.rules ?? [];
  return (
    <SectionFrame
      id="replication"
      title={strings.title}
      addLabel={strings.add}
      canAdd={abilities.setReplication}
      onAdd={() => setAdding(true)}
      error={rules.error}
    >
      <ResourceTable
        ariaLabel={strings.title}
        entity={strings.entity}
        rows={list}
        rowKey={(rule) => rule.id}
        isLoading={rules.isPending}
        initialSort={{ columnId: 'priority', direction: 'desc' }}
        columns={[
          {
            id: 'priority',
            title: strings.columns.priority,
            cell: (rule) => rule.priority,
            sortValue: (r) => r.priority,
          },
          {
            id: 'destination',
            title: strings.columns.destination,
            cell: (rule) => destinationName(rule.destination.bucket),
          },
          { id: 'prefix', title: strings.columns.prefix, cell: (rule) => rule.prefix ?? '' },
          {
            id: 'tags',
            title: strings.columns.tags,
            cell: (rule) => (rule.tags ? bucketAdminStrings.yes : bucketAdminStrings.no),
          },
          { id: 'status', title: strings.columns.status, cell: (rule) => rule.status },
        ]}
        actions={[
          {
            id: 'edit-replication-rule',
            label: strings.editAction,
            icon: PencilAltIcon,
            onClick: setEditing,
            isDisabled: () => !abilities.setReplication,
          },
          {
            id: 'delete-replication-rule',
            label: strings.deleteAction,
            icon: TrashIcon,
            onClick: setDeleting,
            // Spec 02 §2: deleting is offered only while a single rule remains.
            isDisabled: () => list.length > 1 || !abilities.setReplication,
          },
        ]}
        data-test="replication-table"
      />
      {adding && (
        <AddReplicationRuleModal
          bucket={bucket}
          onClose={() => {
            setAdding(false);
            reload();
          }}
        />
      )}
      {editing && (
        <EditReplicationRuleModal
          bucket={bucket}
          rule={editing}
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
            remove.mutate(deleting.id, {
              onSuccess: () => {
                showMessage(strings.deleted);
                setDeleting(undefined);
              },
              onError: showModalError,
            });
          }}
          data-test="delete-replication-modal"
        >
          {strings.deleteConfirm(deleting.id)}
        </ConfirmModal>
      )}
    </SectionFrame>
  );
}
