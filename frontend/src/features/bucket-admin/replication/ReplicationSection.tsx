import { EyeIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { useBucketReplicationRules } from '../bucket-admin.queries';
import { bucketAdminStrings, replicationStrings as strings } from '../bucket-admin.strings';
import { RuleListSection } from '../RuleListSection';
import type { SectionProps } from '../section-props';
import { AddReplicationRuleModal } from './AddReplicationRuleModal';
import { EditReplicationRuleModal } from './EditReplicationRuleModal';
import { ReplicationBulkDelete } from './ReplicationBulkDelete';
import { destinationName } from './replication-destination';
import { ReplicationRuleViewModal } from './ReplicationRuleViewModal';

type Rule = components['schemas']['ReplicationRule'];

/**
 * Replication (spec 02 §2): rules with priority, destination, prefix, tags and status; add, view, edit and delete;
 * and MinIO Console v1.7.6's delete-selected and remove-all.
 */
export function ReplicationSection({ bucket, abilities }: SectionProps) {
  const rules = useBucketReplicationRules(bucket, true);
  const list = rules.data?.rules ?? [];
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [viewing, setViewing] = useState<string>();
  // A rule deleted elsewhere (or by the row action) must not stay selected.
  const chosen = new Set(list.filter((rule) => selected.has(rule.id)).map((rule) => rule.id));
  return (
    <>
      <RuleListSection<Rule>
        bucket={bucket}
        id="replication"
        title={strings.title}
        addLabel={strings.add}
        canAdd={abilities.setReplication}
        canChange={abilities.setReplication}
        error={rules.error}
        table={{
          entity: strings.entity,
          rows: list,
          rowKey: (rule) => rule.id,
          isLoading: rules.isPending,
          initialSort: { columnId: 'priority', direction: 'desc' },
          columns: [
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
          ],
        }}
        selection={{ selected: chosen, onChange: setSelected }}
        toolbar={
          <ReplicationBulkDelete
            bucket={bucket}
            selected={chosen}
            total={list.length}
            canChange={abilities.setReplication}
            onRemoved={() => setSelected(new Set())}
          />
        }
        extraActions={[
          {
            id: 'view-replication-rule',
            label: strings.viewAction,
            icon: EyeIcon,
            onClick: (rule) => setViewing(rule.id),
          },
        ]}
        addModal={(onClose) => <AddReplicationRuleModal bucket={bucket} onClose={onClose} />}
        edit={{
          actionId: 'edit-replication-rule',
          label: strings.editAction,
          modal: (rule, onClose) => <EditReplicationRuleModal bucket={bucket} rule={rule} onClose={onClose} />,
        }}
        remove={{
          actionId: 'delete-replication-rule',
          label: strings.deleteAction,
          // Spec 02 §2: deleting is offered only while a single rule remains.
          isDisabled: () => list.length > 1,
          call: (rule) =>
            call(
              api().DELETE('/api/v1/buckets/{bucket}/replication/{ruleId}', {
                params: { path: { bucket, ruleId: rule.id } },
              }),
            ),
          title: strings.deleteTitle,
          confirm: (rule) => strings.deleteConfirm(rule.id),
          deleted: strings.deleted,
          'data-test': 'delete-replication-modal',
        }}
      />
      {viewing !== undefined && (
        <ReplicationRuleViewModal bucket={bucket} ruleId={viewing} onClose={() => setViewing(undefined)} />
      )}
    </>
  );
}
