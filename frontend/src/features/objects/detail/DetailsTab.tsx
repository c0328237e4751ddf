import {
  Button,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Title,
} from '@patternfly/react-core';
import { PencilAltIcon } from '@patternfly/react-icons';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { useState } from 'react';
import { useBucketObjectLocking } from '@frontend/features/bucket-admin/bucket-admin.queries';
import { formatBytes, formatDateTime } from '@frontend/shared/format/bucket-format';
import type { ObjectPanelProps } from './object-panel.types';
import { objectsStrings as strings } from '../objects.strings';
import { LegalHoldModal } from './LegalHoldModal';
import { ObjectRetentionModal } from './ObjectRetentionModal';
import { TagChips } from './TagChips';

const s = strings.detail;

/**
 * Details: size, dates, Legal Hold, Retention, Tags as chips, and the Object Metadata table (spec 02 §2). Legal
 * Hold and Retention show only on a bucket with object locking (elsewhere MinIO refuses them), or when the user
 * cannot read whether it has it; an object that holds either anyway (read from its own answer) still shows it.
 */
export function DetailsTab({ bucket, object, abilities }: ObjectPanelProps) {
  const [editing, setEditing] = useState<'legal-hold' | 'retention'>();
  const locking = useBucketObjectLocking(
    bucket,
    abilities.readLocking && (abilities.readLegalHold || abilities.readRetention),
  );
  // A user who may not read the bucket's lock configuration (or whose read failed) still sees what the object
  // holds: unknown is not "unlocked".
  const lockingUnknown = !abilities.readLocking || locking.isError;
  const lockable = locking.data?.object_locking_enabled === true || lockingUnknown;
  const hasLegalHold = object.legal_hold_status === 'ON';
  const hasRetention = Boolean(object.retention_mode && object.retention_until_date);
  const metadata = Object.entries(object.user_metadata ?? {});
  const editButton = (what: 'legal-hold' | 'retention', allowed: boolean) =>
    allowed && (
      <Button
        variant="link"
        isInline
        icon={<PencilAltIcon />}
        onClick={() => setEditing(what)}
        data-test={`edit-${what}`}
      >
        {s.edit}
      </Button>
    );
  return (
    <div className="pf-v6-u-mt-lg">
      <DescriptionList isHorizontal isCompact>
        <DescriptionListGroup>
          <DescriptionListTerm>{s.size}</DescriptionListTerm>
          <DescriptionListDescription data-test="detail-size">
            {formatBytes(object.size ?? 0)}
          </DescriptionListDescription>
        </DescriptionListGroup>
        <DescriptionListGroup>
          <DescriptionListTerm>{s.lastModified}</DescriptionListTerm>
          <DescriptionListDescription>
            {object.last_modified ? formatDateTime(object.last_modified) : ''}
          </DescriptionListDescription>
        </DescriptionListGroup>
        {object.storage_class && (
          <DescriptionListGroup>
            <DescriptionListTerm>{s.storageClass}</DescriptionListTerm>
            <DescriptionListDescription data-test="detail-storage-class">
              {object.storage_class}
            </DescriptionListDescription>
          </DescriptionListGroup>
        )}
        {object.version_id && object.version_id !== 'null' && (
          <DescriptionListGroup>
            <DescriptionListTerm>{s.versionId}</DescriptionListTerm>
            <DescriptionListDescription>{object.version_id}</DescriptionListDescription>
          </DescriptionListGroup>
        )}
        {abilities.readLegalHold && (lockable || hasLegalHold) && (
          <DescriptionListGroup>
            <DescriptionListTerm>{s.legalHold}</DescriptionListTerm>
            <DescriptionListDescription data-test="detail-legal-hold">
              {object.legal_hold_status === 'ON' ? s.on : s.off}{' '}
              {editButton('legal-hold', lockable && abilities.setLegalHold)}
            </DescriptionListDescription>
          </DescriptionListGroup>
        )}
        {abilities.readRetention && (lockable || hasRetention) && (
          <DescriptionListGroup>
            <DescriptionListTerm>{s.retention}</DescriptionListTerm>
            <DescriptionListDescription data-test="detail-retention">
              {object.retention_mode && object.retention_until_date
                ? s.retentionUntil(object.retention_mode, formatDateTime(object.retention_until_date))
                : s.none}{' '}
              {editButton('retention', lockable && abilities.setRetention)}
            </DescriptionListDescription>
          </DescriptionListGroup>
        )}
        {abilities.readTags && (
          <DescriptionListGroup>
            <DescriptionListTerm>{s.tags}</DescriptionListTerm>
            <DescriptionListDescription>
              <TagChips bucket={bucket} object={object} abilities={abilities} />
            </DescriptionListDescription>
          </DescriptionListGroup>
        )}
      </DescriptionList>
      <div className="pf-v6-u-mt-xl pf-v6-u-mb-sm">
        <Title headingLevel="h3">{s.metadata}</Title>
      </div>
      <Table aria-label={s.metadata} variant="compact" data-test="metadata-table">
        <Thead>
          <Tr>
            <Th>{s.key}</Th>
            <Th>{s.value}</Th>
          </Tr>
        </Thead>
        <Tbody>
          {metadata.length === 0 && (
            <Tr>
              <Td colSpan={2}>{s.metadataEmpty}</Td>
            </Tr>
          )}
          {metadata.map(([key, value]) => (
            <Tr key={key}>
              <Td dataLabel={s.key}>{key}</Td>
              <Td dataLabel={s.value}>{value}</Td>
            </Tr>
          ))}
        </Tbody>
      </Table>
      {editing === 'legal-hold' && (
        <LegalHoldModal bucket={bucket} object={object} onClose={() => setEditing(undefined)} />
      )}
      {editing === 'retention' && (
        <ObjectRetentionModal bucket={bucket} object={object} onClose={() => setEditing(undefined)} />
      )}
    </div>
  );
}
