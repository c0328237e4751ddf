import { FormGroup, Switch, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import type { components } from '@contract/generated/api';
import { formatTagFilter, parseTagFilter } from '@contract/shared/buckets/tag-filter';
import { api, call } from '@frontend/api/client';
import { BucketChangeModal } from '../BucketChangeModal';
import { lifecycleStrings as strings, replicationStrings } from '../bucket-admin.strings';
import { FieldMessage } from '@frontend/shared/components/FieldError';

type Rule = components['schemas']['LifecycleRule'];

/** Edit Lifecycle Configuration: enable or disable the rule (sent as `disable`) and change its tag filter. */
export function EditLifecycleRuleModal({ bucket, rule, onClose }: { bucket: string; rule: Rule; onClose: () => void }) {
  const [enabled, setEnabled] = useState(rule.status === 'Enabled');
  const [tags, setTags] = useState(formatTagFilter(rule.tags ?? []));
  // The rule as the dialog opened with it: the server applies only what is changed here to the rule as it is then.
  const [previous] = useState(() => ({ disable: rule.status !== 'Enabled', tags: formatTagFilter(rule.tags ?? []) }));
  const change = () =>
    call(
      api().PUT('/api/v1/buckets/{bucket}/lifecycle/{ruleId}', {
        params: { path: { bucket, ruleId: rule.id } },
        body: { disable: !enabled, tags: formatTagFilter(parseTagFilter(tags)), previous },
      }),
    );
  return (
    <BucketChangeModal
      bucket={bucket}
      title={strings.editTitle}
      onClose={onClose}
      change={change}
      savedMessage={strings.saved}
      data-test="edit-lifecycle-modal"
    >
      <Switch
        id="lifecycle-enabled"
        label={strings.enabled}
        isChecked={enabled}
        onChange={(_event, on) => setEnabled(on)}
        data-test="lifecycle-enabled"
      />
      <FormGroup label={strings.tags} fieldId="lifecycle-edit-tags">
        <TextInput id="lifecycle-edit-tags" value={tags} onChange={(_event, value) => setTags(value)} />
        <FieldMessage hint={replicationStrings.tagsHelp} />
      </FormGroup>
    </BucketChangeModal>
  );
}
