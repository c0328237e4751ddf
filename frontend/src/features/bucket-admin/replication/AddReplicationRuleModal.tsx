import { FormGroup, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { parseTagFilter, formatTagFilter } from '@contract/shared/buckets/tag-filter';
import { FormModal } from '@frontend/shared/components/FormModal';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { useMultiBucketReplication } from '../../buckets/buckets.queries';
import { RemoteConfigurationStep } from '../../buckets/RemoteConfigurationStep';
import {
  bandwidthBytes,
  canLeaveRemoteStep,
  EMPTY_REMOTE,
  targetUrlWithScheme,
  type RemoteConfiguration,
} from '../../buckets/replication-wizard.rules';
import { replicationStrings as strings } from '../bucket-admin.strings';
import { DEFAULT_RULE_CHOICE, ReplicationRuleFields, type ReplicationRuleChoice } from './ReplicationRuleFields';

/**
 * Set Bucket Replication: the remote, its bucket, prefix, tags and what to replicate (spec 02 §3, §9: delete
 * markers, deletes and metadata on). A refusal of the remote or a conflicting rule shows in the dialog.
 */
export function AddReplicationRuleModal({ bucket, onClose }: { bucket: string; onClose: () => void }) {
  const [remote, setRemote] = useState<RemoteConfiguration>(EMPTY_REMOTE);
  const [destination, setDestination] = useState('');
  const [choice, setChoice] = useState<ReplicationRuleChoice>(DEFAULT_RULE_CHOICE);
  const { prefix, tags, ...flags } = choice;
  const replicate = useMultiBucketReplication();
  const { showMessage, showModalError, clearModalError } = useNotify();
  const canSubmit = canLeaveRemoteStep(remote) && destination.trim() !== '';
  const submit = () => {
    clearModalError();
    replicate.mutate(
      {
        accessKey: remote.accessKey,
        secretKey: remote.secretKey,
        targetURL: targetUrlWithScheme(remote.targetURL, remote.useTLS),
        ...(remote.region.trim() && { region: remote.region.trim() }),
        bucketsRelation: [{ originBucket: bucket, destinationBucket: destination.trim() }],
        syncMode: remote.syncMode,
        bandwidth: bandwidthBytes(remote.bandwidth, remote.bandwidthUnit, remote.syncMode),
        healthCheckPeriod: Number(remote.healthCheckPeriod),
        ...(prefix.trim() && { prefix: prefix.trim() }),
        ...(tags.trim() && { tags: formatTagFilter(parseTagFilter(tags)) }),
        ...flags,
      },
      {
        onSuccess: ({ replicationState }) => {
          const failure = replicationState.find((state) => state.errorString)?.errorString;
          if (failure) {
            showModalError(new Error(failure));
            return;
          }
          showMessage(strings.added);
          onClose();
        },
        onError: showModalError,
      },
    );
  };
  return (
    <FormModal
      title={strings.modalTitle}
      onClose={onClose}
      onSubmit={submit}
      canSubmit={canSubmit}
      isBusy={replicate.isPending}
      data-test="add-replication-modal"
    >
      <RemoteConfigurationStep remote={remote} onChange={(change) => setRemote({ ...remote, ...change })} />
      <FormGroup label={strings.destinationBucket} fieldId="replication-destination" isRequired>
        <TextInput
          id="replication-destination"
          value={destination}
          onChange={(_event, value) => setDestination(value)}
          data-test="replication-destination"
        />
      </FormGroup>
      <ReplicationRuleFields choice={choice} onChange={(change) => setChoice({ ...choice, ...change })} />
    </FormModal>
  );
}
