import { FormGroup, FormSelect, FormSelectOption } from '@patternfly/react-core';
import { useState } from 'react';
import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { KmsKeyField } from '../../kms/KmsKeyField';
import { BucketChangeModal } from '../BucketChangeModal';
import { summaryModalStrings, summaryStrings } from '../bucket-admin.strings';
import type { SummaryModalProps } from './summary-modal.props';

const strings = summaryModalStrings.encryption;
type Encryption = components['schemas']['BucketEncryption'];
type EncType = Encryption['encType'];
const TYPES: readonly EncType[] = ['disabled', 'sse-s3', 'sse-kms'];

/** Enable Bucket Encryption: disabled calls the disable endpoint, SSE-S3 and SSE-KMS (with a key) enable. */
export function EncryptionModal({ bucket, current, onClose }: SummaryModalProps & { current?: Encryption }) {
  const [encType, setEncType] = useState<EncType>(current?.encType ?? 'disabled');
  const [kmsKeyID, setKmsKeyID] = useState(current?.kmsMasterKeyID ?? '');
  const params = { params: { path: { bucket } } };
  const change = () =>
    encType === 'disabled'
      ? call(api().POST('/api/v1/buckets/{bucket}/encryption/disable', params))
      : call(
          api().POST('/api/v1/buckets/{bucket}/encryption/enable', {
            ...params,
            body: encType === 'sse-kms' ? { encType, kmsKeyID: kmsKeyID.trim() } : { encType },
          }),
        );
  const canSubmit = encType !== 'sse-kms' || kmsKeyID.trim() !== '';
  return (
    <BucketChangeModal
      bucket={bucket}
      title={strings.title}
      onClose={onClose}
      canSubmit={canSubmit}
      change={change}
      savedMessage={summaryModalStrings.saved}
      data-test="encryption-modal"
    >
      <FormGroup label={strings.type} fieldId="encryption-type">
        <FormSelect
          id="encryption-type"
          value={encType}
          onChange={(_event, value) => setEncType(value as EncType)}
          data-test="encryption-type"
        >
          {TYPES.map((type) => (
            <FormSelectOption key={type} value={type} label={summaryStrings.encryptionTypes[type]} />
          ))}
        </FormSelect>
      </FormGroup>
      {encType === 'sse-kms' && (
        <FormGroup label={strings.kmsKey} fieldId="encryption-kms-key" isRequired>
          <KmsKeyField id="encryption-kms-key" value={kmsKeyID} onChange={setKmsKeyID} data-test="encryption-kms-key" />
        </FormGroup>
      )}
    </BucketChangeModal>
  );
}
