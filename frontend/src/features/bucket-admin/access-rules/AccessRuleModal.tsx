import { FormGroup, FormSelect, FormSelectOption, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { BucketChangeModal } from '../BucketChangeModal';
import { accessRulesStrings as strings } from '../bucket-admin.strings';

type AccessRule = components['schemas']['AccessRule'];
type Level = AccessRule['access'];
const LEVELS: readonly Level[] = ['readonly', 'writeonly', 'readwrite'];

/** Add or edit an access rule: Save is disabled while the prefix is blank (spec 02 §5). */
export function AccessRuleModal({ bucket, rule, onClose }: { bucket: string; rule?: AccessRule; onClose: () => void }) {
  const [prefix, setPrefix] = useState(rule?.prefix ?? '');
  const [access, setAccess] = useState<Level>(rule?.access ?? 'readonly');
  const save = () =>
    call(
      api().PUT('/api/v1/bucket/{bucket}/access-rules', {
        params: { path: { bucket } },
        body: { prefix: prefix.trim(), access },
      }),
    );
  return (
    <BucketChangeModal
      bucket={bucket}
      title={rule ? strings.editTitle : strings.addTitle}
      onClose={onClose}
      canSubmit={prefix.trim() !== ''}
      change={save}
      savedMessage={strings.saved}
      data-test="access-rule-modal"
    >
      <FormGroup label={strings.prefix} fieldId="access-rule-prefix" isRequired>
        <TextInput
          id="access-rule-prefix"
          value={prefix}
          isDisabled={rule !== undefined}
          onChange={(_event, value) => setPrefix(value)}
          data-test="access-rule-prefix"
        />
      </FormGroup>
      <FormGroup label={strings.access} fieldId="access-rule-access">
        <FormSelect id="access-rule-access" value={access} onChange={(_event, value) => setAccess(value as Level)}>
          {LEVELS.map((level) => (
            <FormSelectOption key={level} value={level} label={strings.levels[level]} />
          ))}
        </FormSelect>
      </FormGroup>
    </BucketChangeModal>
  );
}
