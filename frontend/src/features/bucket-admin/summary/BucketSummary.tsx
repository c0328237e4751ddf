import { Card, CardBody, CardTitle, DescriptionList } from '@patternfly/react-core';
import { useEffect, useState } from 'react';
import { quotaFromBytes } from '@contract/shared/buckets/quota-units';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { formatBytes, formatCount } from '@frontend/shared/format/bucket-format';
import {
  useBucketEncryption,
  useBucketObjectLocking,
  useBucketQuota,
  useBucketReplicationRules,
  useBucketRetention,
  useBucketVersioning,
  useReloadBucket,
} from '../bucket-admin.queries';
import { createBucketStrings } from '../../buckets/buckets.strings';
import { bucketAdminStrings, summaryStrings as strings } from '../bucket-admin.strings';
import type { SectionProps } from '../section-props';
import { SummaryModals, type SummaryModal } from './SummaryModals';
import { SummaryRow } from './SummaryRow';
import { BucketTagsRow } from '../tags/BucketTagsRow';

/** Bucket Summary (spec 01 §2, §6): each row shows only with its read permission; editing needs the set one. */
export function BucketSummary({ bucket, info, abilities }: SectionProps) {
  const versioning = useBucketVersioning(bucket, abilities.readVersioning);
  const encryption = useBucketEncryption(bucket, abilities.readEncryption);
  const quota = useBucketQuota(bucket, abilities.readQuota);
  const locking = useBucketObjectLocking(bucket, abilities.readLocking);
  const lockingOn = locking.data?.object_locking_enabled === true;
  const retention = useBucketRetention(bucket, abilities.readRetention && lockingOn);
  const replication = useBucketReplicationRules(bucket, abilities.readReplication);
  const reload = useReloadBucket(bucket);
  const [modal, setModal] = useState<SummaryModal>();
  const { showError } = useNotify();

  const firstError = [versioning, encryption, quota, locking, replication].find((query) => query.error)?.error;
  useEffect(() => {
    if (firstError) showError(firstError);
  }, [firstError, showError]);

  const yesNo = (on: boolean | undefined) =>
    on === undefined ? '…' : on ? bucketAdminStrings.enabled : bucketAdminStrings.disabled;
  const quotaText = () => {
    if (!quota.data) return '…';
    if (!quota.data.enabled && quota.data.quota === 0) return strings.noQuota;
    const { amount, unit } = quotaFromBytes(quota.data.quota);
    return strings.quotaValue(`${formatCount(amount)} ${unit}`, quota.data.type);
  };
  const retentionData = retention.data;
  // A setting's dialog starts from its current value: until that has loaded there is nothing to edit (a quota
  // dialog opened early would show the quota off, and Save would remove it; versioning would flip the wrong way).
  const editOnceKnown = (current: unknown, dialog: SummaryModal) =>
    current === undefined ? undefined : () => setModal(dialog);

  return (
    <Card data-test="bucket-summary">
      <CardTitle component="h2">{strings.title}</CardTitle>
      <CardBody>
        <DescriptionList isHorizontal columnModifier={{ default: '1Col', lg: '2Col' }}>
          {abilities.readPolicy && (
            <SummaryRow
              id="access-policy"
              label={strings.accessPolicy}
              onEdit={() => setModal('access')}
              canEdit={abilities.setPolicy}
            >
              {(info.access ?? '').toLowerCase()}
            </SummaryRow>
          )}
          {abilities.readReplication && (
            <SummaryRow id="replication" label={strings.replication}>
              {replication.data ? strings.replicationRules(replication.data.rules.length) : '…'}
            </SummaryRow>
          )}
          {abilities.readLocking && (
            <SummaryRow id="object-locking" label={strings.objectLocking}>
              {yesNo(locking.data?.object_locking_enabled)}
            </SummaryRow>
          )}
          {abilities.readEncryption && (
            <SummaryRow
              id="encryption"
              label={strings.encryption}
              onEdit={editOnceKnown(encryption.data, 'encryption')}
              canEdit={abilities.setEncryption}
            >
              {encryption.data ? strings.encryptionTypes[encryption.data.encType] : '…'}
            </SummaryRow>
          )}
          <SummaryRow id="usage" label={strings.reportedUsage}>
            {formatBytes(info.size ?? 0)} · {strings.objects(formatCount(info.objects ?? 0))}
          </SummaryRow>
          {abilities.readVersioning && (
            <SummaryRow
              id="versioning"
              label={strings.versioning}
              onEdit={editOnceKnown(versioning.data, 'versioning')}
              canEdit={abilities.setVersioning}
            >
              {versioning.data ? strings.versioningStatus[versioning.data.status] : '…'}
            </SummaryRow>
          )}
          {abilities.readTags && <BucketTagsRow bucket={bucket} canEdit={abilities.setTags} />}
          {abilities.readQuota && (
            <SummaryRow
              id="quota"
              label={strings.quota}
              onEdit={editOnceKnown(quota.data, 'quota')}
              canEdit={abilities.setQuota}
            >
              {quotaText()}
            </SummaryRow>
          )}
          {abilities.readRetention && lockingOn && (
            <>
              <SummaryRow
                id="retention"
                label={`${strings.retention} · ${strings.retentionStatus}`}
                onEdit={editOnceKnown(retentionData, 'retention')}
                canEdit={abilities.setRetention}
              >
                {yesNo(retentionData?.enabled)}
              </SummaryRow>
              {retentionData?.enabled && retentionData.mode && (
                <SummaryRow id="retention-mode" label={`${strings.retention} · ${strings.retentionMode}`}>
                  {createBucketStrings.modes[retentionData.mode]}
                </SummaryRow>
              )}
              {retentionData?.enabled && retentionData.validity && retentionData.unit && (
                <SummaryRow id="retention-validity" label={`${strings.retention} · ${strings.retentionValidity}`}>
                  {strings.validity(retentionData.validity, retentionData.unit)}
                </SummaryRow>
              )}
            </>
          )}
        </DescriptionList>
      </CardBody>
      <SummaryModals
        bucket={bucket}
        open={modal}
        info={info}
        versioning={versioning.data?.status ?? 'Unversioned'}
        encryption={encryption.data}
        quota={quota.data}
        retention={retentionData}
        onClose={() => {
          setModal(undefined);
          reload();
        }}
      />
    </Card>
  );
}
