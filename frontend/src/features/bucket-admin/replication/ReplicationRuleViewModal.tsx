import {
  Button,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Spinner,
} from '@patternfly/react-core';
import type { ReactNode } from 'react';
import { DIALOG_MAX_WIDTH_PX } from '@frontend/shared/components/FormModal';
import { useErrorSnackbar } from '@frontend/shared/messages/useErrorSnackbar';
import { useBucketReplicationRule } from '../bucket-admin.queries';
import { bucketAdminStrings, replicationStrings as strings } from '../bucket-admin.strings';
import { destinationName } from './replication-destination';

const yesNo = (value: boolean | undefined) => (value ? bucketAdminStrings.yes : bucketAdminStrings.no);

/**
 * One replication rule, read from the server when opened (MinIO Console v1.7.6's rule view): everything the rule
 * says, including the destination's full ARN and the replicate switches the table leaves out.
 */
export function ReplicationRuleViewModal({
  bucket,
  ruleId,
  onClose,
}: {
  bucket: string;
  ruleId: string;
  onClose: () => void;
}) {
  const rule = useBucketReplicationRule(bucket, ruleId);
  useErrorSnackbar(rule.error);
  const data = rule.data;
  const rows: Array<[string, string, ReactNode]> = data
    ? [
        ['id', strings.fields.id, data.id],
        ['priority', strings.columns.priority, data.priority],
        ['status', strings.columns.status, data.status === 'Enabled' ? strings.enabled : strings.disabled],
        ['destination', strings.destinationBucket, destinationName(data.destination.bucket)],
        ['arn', strings.fields.destinationArn, data.destination.bucket],
        ['prefix', strings.prefix, data.prefix || strings.fields.wholeBucket],
        ['tags', strings.tags, data.tags || strings.fields.none],
        ['sync-mode', strings.fields.syncMode, data.syncMode ?? 'async'],
        ['delete-markers', strings.deleteMarkers, yesNo(data.delete_marker_replication)],
        ['deletes', strings.deletes, yesNo(data.deletes_replication)],
        ['metadata', strings.metadata, yesNo(data.metadata_replication)],
      ]
    : [];
  return (
    <Modal
      isOpen
      onClose={onClose}
      variant="medium"
      style={{ maxWidth: DIALOG_MAX_WIDTH_PX }}
      aria-labelledby="replication-rule-view-title"
      data-test="replication-rule-view"
    >
      <ModalHeader title={strings.viewTitle(ruleId)} labelId="replication-rule-view-title" />
      <ModalBody>
        {rule.isPending ? (
          <Spinner size="lg" aria-label={strings.viewTitle(ruleId)} />
        ) : (
          <DescriptionList isHorizontal>
            {rows.map(([id, term, value]) => (
              <DescriptionListGroup key={id}>
                <DescriptionListTerm>{term}</DescriptionListTerm>
                <DescriptionListDescription data-test={`replication-rule-${id}`}>{value}</DescriptionListDescription>
              </DescriptionListGroup>
            ))}
          </DescriptionList>
        )}
      </ModalBody>
      <ModalFooter>
        <Button variant="primary" onClick={onClose} data-test="replication-rule-view-close">
          {strings.close}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
