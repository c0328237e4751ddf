import { FormGroup, Switch, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { parseTagFilter, formatTagFilter } from '../../../../../backend/api/shared/buckets/tag-filter';
import { FormModal } from '../../../shared/components/FormModal';
import { useNotify } from '../../../shared/messages/useNotify';
import { useMultiBucketReplication } from '../../buckets/buckets.queries';
import { FieldMessage } from '../../buckets/create/FieldError';
import { RemoteConfigurationStep } from '../../buckets/replication-wizard/RemoteConfigurationStep';
import {
  bandwidthBytes,
  canLeaveRemoteStep,
  EMPTY_REMOTE,
  targetUrlWithScheme,
  type RemoteConfiguration,
} from '../../buckets/replication-wizard/replication-wizard.rules';
import { replicationStrings as strings } from '../bucket-admin.strings';

/**
 * Set Bucket Replication: the remote, its bucket, prefix, tags and what to replicate (spec 02 §3, §9: delete
 * markers, deletes and metadata on). A refusal of the remote or a conflicting rule shows in the dialog.
 */
export function AddReplicationRuleModal({ bucket, onClose }: { bucket: string; onClose: () => void }) {
  const [remote, setRemote] = useState<RemoteConfiguration>(EMPTY_REMOTE);
  const [destination, setDestination] = useState('');
  const [prefix, setPrefix] = useState('');
  const [tags, setTags] = useState('');
  const [flags, setFlags] = useState({ replicateDeleteMarkers: true, replicateDeletes: true, replicateMetadata: true });
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
          showMessage(strings.modalTitle);
          onClose();
        },
        onError: showModalError,
      },
    );
  };
  const flag = (id: keyof typeof flags, label: string) => (
    <Switch
      id={`replication-${id}`}
      label={label}
      isChecked={flags[id]}
      onChange={(_event, on) => setFlags({ ...flags, [id]: on })}
      data-test={`replication-${id}`}
    />
  );
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
      <FormGroup label={strings.prefix} fieldId="replication-prefix">
        <TextInput id="replication-prefix" value={prefix} onChange={(_event, value) => setPrefix(value)} />
      </FormGroup>
      <FormGroup label={strings.tags} fieldId="replication-tags">
        <TextInput id="replication-tags" value={tags} onChange={(_event, value) => setTags(value)} />
        <FieldMessage hint={strings.tagsHelp} />
      </FormGroup>
      {flag('replicateDeleteMarkers', strings.deleteMarkers)}
      {flag('replicateDeletes', strings.deletes)}
      {flag('replicateMetadata', strings.metadata)}
    </FormModal>
  );
}
