import { FormGroup, FormSelect, FormSelectOption, TextArea } from '@patternfly/react-core';
import { useState } from 'react';
import { api, call } from '@frontend/api/client';
import { BucketChangeModal } from '../BucketChangeModal';
import { FieldMessage } from '@frontend/shared/components/FieldError';
import type { BucketInfo } from '../../buckets/buckets.types';
import { summaryModalStrings } from '../bucket-admin.strings';
import type { SummaryModalProps } from './summary-modal.props';

const strings = summaryModalStrings.accessPolicy;
type Access = NonNullable<BucketInfo['access']>;
const ACCESS: readonly Access[] = ['PRIVATE', 'PUBLIC', 'CUSTOM'];

function jsonProblem(text: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? undefined : strings.invalidJson;
  } catch {
    return strings.invalidJson;
  }
}

/** Change Access Policy: private, public, or a custom bucket policy document (as MinIO Console offered). */
export function AccessPolicyModal({ bucket, info, onClose }: SummaryModalProps & { info: BucketInfo }) {
  const [access, setAccess] = useState<Access>(info.access ?? 'PRIVATE');
  const [definition, setDefinition] = useState(info.definition ?? '');
  // The policy as the dialog opened with it, kept if the bucket is read again meanwhile.
  const [opened] = useState(info.definition ?? '');
  const change = () =>
    call(
      api().PUT('/api/v1/buckets/{bucket}/set-policy', {
        params: { path: { bucket } },
        // What the dialog opened with goes along: a policy changed meanwhile is refused, not silently replaced.
        body: {
          access,
          ...(access === 'CUSTOM' ? { definition } : {}),
          previous_definition: opened,
        },
      }),
    );
  const problem = access === 'CUSTOM' ? jsonProblem(definition) : undefined;
  return (
    <BucketChangeModal
      bucket={bucket}
      title={strings.title}
      onClose={onClose}
      canSubmit={problem === undefined}
      change={change}
      savedMessage={summaryModalStrings.saved}
      data-test="access-policy-modal"
    >
      <FormGroup label={strings.label} fieldId="access-policy">
        <FormSelect
          id="access-policy"
          value={access}
          onChange={(_event, value) => setAccess(value as Access)}
          data-test="access-policy-select"
        >
          {ACCESS.map((value) => (
            <FormSelectOption key={value} value={value} label={strings.options[value]} />
          ))}
        </FormSelect>
        {access === 'PUBLIC' && <FieldMessage hint={strings.publicWarning} />}
      </FormGroup>
      {access === 'CUSTOM' && (
        <FormGroup label={strings.definition} fieldId="access-policy-definition" isRequired>
          <TextArea
            id="access-policy-definition"
            value={definition}
            rows={12}
            resizeOrientation="vertical"
            style={{ fontFamily: 'var(--pf-t--global--font--family--mono)' }}
            validated={problem ? 'error' : 'default'}
            onChange={(_event, value) => setDefinition(value)}
            data-test="access-policy-definition"
          />
          <FieldMessage error={definition.trim() === '' ? undefined : problem} />
        </FormGroup>
      )}
    </BucketChangeModal>
  );
}
