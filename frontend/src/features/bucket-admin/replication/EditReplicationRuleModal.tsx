import { FormGroup, Switch, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { formatTagFilter, parseTagFilter } from '@contract/shared/buckets/tag-filter';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { BucketChangeModal } from '../BucketChangeModal';
import { FieldProblem } from '@frontend/shared/components/FieldProblem';
import { replicationStrings as strings } from '../bucket-admin.strings';
import { ReplicationRuleFields, type ReplicationRuleChoice } from './ReplicationRuleFields';

type Rule = components['schemas']['ReplicationRule'];

/** A rule's editable fields as the request names them, MinIO's absent values as their defaults. */
function editableFields(rule: Rule) {
  return {
    priority: rule.priority,
    prefix: rule.prefix ?? '',
    tags: rule.tags ?? '',
    status: rule.status,
    delete_marker_replication: rule.delete_marker_replication ?? false,
    deletes_replication: rule.deletes_replication ?? false,
    metadata_replication: rule.metadata_replication ?? false,
  };
}

/**
 * Edit Replication Rule: priority, prefix, tags, status and the replicate switches of one rule; its destination
 * stays. MinIO judges the whole configuration, so a refusal (a priority another rule has) shows in the dialog.
 */
export function EditReplicationRuleModal({
  bucket,
  rule,
  onClose,
}: {
  bucket: string;
  rule: Rule;
  onClose: () => void;
}) {
  // The rule as the dialog opened with it: the server applies only the fields changed here to the rule as it is then.
  const [previous] = useState(() => editableFields(rule));
  const [priority, setPriority] = useState(String(previous.priority));
  const [enabled, setEnabled] = useState(previous.status === 'Enabled');
  const [choice, setChoice] = useState<ReplicationRuleChoice>({
    prefix: previous.prefix,
    tags: previous.tags,
    replicateDeleteMarkers: previous.delete_marker_replication,
    replicateDeletes: previous.deletes_replication,
    replicateMetadata: previous.metadata_replication,
  });
  const save = () =>
    call(
      api().PUT('/api/v1/buckets/{bucket}/replication/{ruleId}', {
        params: { path: { bucket, ruleId: rule.id } },
        body: {
          priority: Number(priority),
          prefix: choice.prefix.trim(),
          tags: formatTagFilter(parseTagFilter(choice.tags)),
          status: enabled ? 'Enabled' : 'Disabled',
          delete_marker_replication: choice.replicateDeleteMarkers,
          deletes_replication: choice.replicateDeletes,
          metadata_replication: choice.replicateMetadata,
          previous,
        },
      }),
    );
  const priorityProblem = /^[1-9]\d*$/.test(priority) ? undefined : strings.priorityRule;
  return (
    <BucketChangeModal
      bucket={bucket}
      title={strings.editTitle(rule.id)}
      onClose={onClose}
      canSubmit={priorityProblem === undefined}
      change={save}
      savedMessage={strings.saved}
      data-test="edit-replication-modal"
    >
      <FormGroup label={strings.columns.priority} fieldId="replication-priority" isRequired>
        <TextInput
          id="replication-priority"
          // Text, not type="number", which reads a German 1,5 as 15: digits only (priorityProblem).
          inputMode="numeric"
          value={priority}
          onChange={(_event, value) => setPriority(value)}
          validated={priorityProblem ? 'error' : 'default'}
          data-test="replication-priority"
        />
        <FieldProblem problem={priorityProblem} />
      </FormGroup>
      <FormGroup label={strings.columns.status} fieldId="replication-status">
        <Switch
          id="replication-status"
          label={enabled ? strings.enabled : strings.disabled}
          isChecked={enabled}
          onChange={(_event, on) => setEnabled(on)}
          data-test="replication-status"
        />
      </FormGroup>
      <ReplicationRuleFields choice={choice} onChange={(change) => setChoice({ ...choice, ...change })} />
    </BucketChangeModal>
  );
}
