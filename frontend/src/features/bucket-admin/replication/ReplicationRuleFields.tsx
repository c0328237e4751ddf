import { FormGroup, Switch, TextInput } from '@patternfly/react-core';
import { FieldMessage } from '@frontend/shared/components/FieldError';
import { replicationStrings as strings } from '../bucket-admin.strings';

/** What a replication rule picks and replicates: the part the add and edit dialogs share. */
export interface ReplicationRuleChoice {
  readonly prefix: string;
  readonly tags: string;
  readonly replicateDeleteMarkers: boolean;
  readonly replicateDeletes: boolean;
  readonly replicateMetadata: boolean;
}

/** Spec 02 §9: delete markers, deletes and metadata replicate by default. */
export const DEFAULT_RULE_CHOICE: ReplicationRuleChoice = {
  prefix: '',
  tags: '',
  replicateDeleteMarkers: true,
  replicateDeletes: true,
  replicateMetadata: true,
};

type Flag = 'replicateDeleteMarkers' | 'replicateDeletes' | 'replicateMetadata';

/** Prefix, tags and the three replicate switches of a replication rule. */
export function ReplicationRuleFields({
  choice,
  onChange,
}: {
  choice: ReplicationRuleChoice;
  onChange: (change: Partial<ReplicationRuleChoice>) => void;
}) {
  const flag = (id: Flag, label: string) => (
    <Switch
      id={`replication-${id}`}
      label={label}
      isChecked={choice[id]}
      onChange={(_event, on) => onChange({ [id]: on })}
      data-test={`replication-${id}`}
    />
  );
  return (
    <>
      <FormGroup label={strings.prefix} fieldId="replication-prefix">
        <TextInput
          id="replication-prefix"
          value={choice.prefix}
          onChange={(_event, prefix) => onChange({ prefix })}
          data-test="replication-prefix"
        />
      </FormGroup>
      <FormGroup label={strings.tags} fieldId="replication-tags">
        <TextInput
          id="replication-tags"
          value={choice.tags}
          onChange={(_event, tags) => onChange({ tags })}
          data-test="replication-tags"
        />
        <FieldMessage hint={strings.tagsHelp} />
      </FormGroup>
      {flag('replicateDeleteMarkers', strings.deleteMarkers)}
      {flag('replicateDeletes', strings.deletes)}
      {flag('replicateMetadata', strings.metadata)}
    </>
  );
}
