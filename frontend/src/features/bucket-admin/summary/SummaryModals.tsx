import type { components } from '@contract/generated/api';
import type { BucketInfo } from '../../buckets/buckets.types';
import { AccessPolicyModal } from './AccessPolicyModal';
import { EncryptionModal } from './EncryptionModal';
import { QuotaModal } from './QuotaModal';
import { RetentionModal } from './RetentionModal';
import { VersioningModal } from './VersioningModal';

type Schemas = components['schemas'];
export type SummaryModal = 'access' | 'encryption' | 'versioning' | 'quota' | 'retention' | undefined;

/** The Bucket Summary's modals; `open` chooses which one shows. */
export function SummaryModals(props: {
  bucket: string;
  open: SummaryModal;
  info: BucketInfo;
  versioning: Schemas['BucketVersioning']['status'];
  encryption?: Schemas['BucketEncryption'];
  quota?: Schemas['BucketQuota'];
  retention?: Schemas['BucketRetentionState'];
  onClose: () => void;
}) {
  const { bucket, onClose } = props;
  switch (props.open) {
    case 'access':
      return <AccessPolicyModal bucket={bucket} info={props.info} onClose={onClose} />;
    case 'encryption':
      return <EncryptionModal bucket={bucket} current={props.encryption} onClose={onClose} />;
    case 'versioning':
      return <VersioningModal bucket={bucket} state={props.versioning} onClose={onClose} />;
    case 'quota':
      return <QuotaModal bucket={bucket} current={props.quota} onClose={onClose} />;
    case 'retention':
      return <RetentionModal bucket={bucket} current={props.retention} onClose={onClose} />;
    default:
      return null;
  }
}
