import {
  Button,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  ProgressStep,
  ProgressStepper,
} from '@patternfly/react-core';
import { useEffect, useState } from 'react';
import { DIALOG_MAX_WIDTH_PX } from '@frontend/shared/components/FormModal';
import { ModalErrorBanner } from '@frontend/shared/messages/ModalErrorBanner';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { useListRemoteBuckets, useMultiBucketReplication } from '../buckets.queries';
import { replicationWizardStrings as strings } from '../buckets.strings';
import { BucketAssignmentsStep, type AssignmentStatus } from './BucketAssignmentsStep';
import { RemoteConfigurationStep } from '../RemoteConfigurationStep';
import {
  bandwidthBytes,
  canCreateReplication,
  canLeaveRemoteStep,
  clampStep,
  EMPTY_REMOTE,
  replicationOutcome,
  SUCCEEDED_ROW_REMOVAL_MS,
  targetUrlWithScheme,
  WIZARD_STEPS,
  type RemoteConfiguration,
} from '../replication-wizard.rules';

/**
 * Set Multiple Bucket Replication (spec 01 §4): Remote Configuration (Next checks the credentials and lists the
 * remote buckets), then Bucket Assignments (Back or Create). Failed buckets stay with an error icon and tooltip;
 * applied ones leave after 500 ms. `onClose(true)` when everything was applied.
 */
export function MultiBucketReplicationModal({
  buckets,
  onClose,
}: {
  buckets: readonly string[];
  onClose: (allApplied: boolean) => void;
}) {
  const [step, setStep] = useState(0);
  const [remote, setRemote] = useState<RemoteConfiguration>(EMPTY_REMOTE);
  const [remoteBuckets, setRemoteBuckets] = useState<string[]>([]);
  const [origins, setOrigins] = useState<string[]>([...buckets]);
  const [assignments, setAssignments] = useState<Map<string, string>>(new Map());
  const [statuses, setStatuses] = useState<Map<string, AssignmentStatus>>(new Map());
  const listRemote = useListRemoteBuckets();
  const replicate = useMultiBucketReplication();
  const { showMessage, showModalError, clearModalError } = useNotify();
  const [removeSucceeded, setRemoveSucceeded] = useState<string[]>([]);

  useEffect(() => {
    if (removeSucceeded.length === 0) return;
    const timer = setTimeout(() => {
      setOrigins((current) => current.filter((origin) => !removeSucceeded.includes(origin)));
      setRemoveSucceeded([]);
    }, SUCCEEDED_ROW_REMOVAL_MS);
    return () => clearTimeout(timer);
  }, [removeSucceeded]);

  const current = WIZARD_STEPS[clampStep(step)];
  const next = () => {
    clearModalError();
    listRemote.mutate(
      {
        accessKey: remote.accessKey,
        secretKey: remote.secretKey,
        targetURL: remote.targetURL.trim(),
        useTLS: remote.useTLS,
        ...(remote.region.trim() && { region: remote.region.trim() }),
      },
      {
        onSuccess: ({ buckets: found }) => {
          const names = found.map((bucket) => bucket.name);
          setRemoteBuckets(names);
          // A remote bucket of the same name is the likely destination.
          setAssignments(new Map(origins.filter((origin) => names.includes(origin)).map((origin) => [origin, origin])));
          setStep(clampStep(step + 1));
        },
        onError: showModalError,
      },
    );
  };
  const create = () => {
    clearModalError();
    replicate.mutate(
      {
        accessKey: remote.accessKey,
        secretKey: remote.secretKey,
        targetURL: targetUrlWithScheme(remote.targetURL, remote.useTLS),
        ...(remote.region.trim() && { region: remote.region.trim() }),
        bucketsRelation: origins.map((origin) => ({
          originBucket: origin,
          destinationBucket: assignments.get(origin) ?? '',
        })),
        syncMode: remote.syncMode,
        bandwidth: bandwidthBytes(remote.bandwidth, remote.bandwidthUnit, remote.syncMode),
        healthCheckPeriod: Number(remote.healthCheckPeriod),
        // Spec 02 §9: delete markers, deletes and metadata replicate by default.
        replicateDeleteMarkers: true,
        replicateDeletes: true,
        replicateMetadata: true,
      },
      {
        onSuccess: ({ replicationState }) => {
          const { failed, succeeded } = replicationOutcome(replicationState);
          if (replicationState.length === 0) {
            showMessage(strings.noChanges, 'info');
            return;
          }
          if (failed.size === 0) {
            showMessage(strings.done(succeeded.length));
            onClose(true);
            return;
          }
          setStatuses(
            new Map<string, AssignmentStatus>([
              ...succeeded.map((origin): [string, AssignmentStatus] => [origin, { ok: true }]),
              ...[...failed].map(([origin, error]): [string, AssignmentStatus] => [origin, { ok: false, error }]),
            ]),
          );
          setRemoveSucceeded(succeeded);
        },
        onError: showModalError,
      },
    );
  };

  return (
    <Modal
      isOpen
      onClose={() => onClose(false)}
      variant="medium"
      style={{ maxWidth: DIALOG_MAX_WIDTH_PX }}
      aria-labelledby="replication-wizard-title"
      data-test="replication-wizard"
    >
      <ModalHeader title={strings.title} labelId="replication-wizard-title" />
      <ModalBody>
        <ProgressStepper isCenterAligned aria-label={strings.title}>
          {WIZARD_STEPS.map((id, index) => (
            <ProgressStep
              key={id}
              id={`wizard-step-${id}`}
              titleId={`wizard-step-${id}-title`}
              variant={index < step ? 'success' : index === step ? 'info' : 'pending'}
              isCurrent={index === step}
            >
              {strings.steps[id]}
            </ProgressStep>
          ))}
        </ProgressStepper>
        <ModalErrorBanner />
        {current === 'remote' ? (
          <form
            className="pf-v6-c-form"
            onSubmit={(event) => {
              event.preventDefault();
              if (canLeaveRemoteStep(remote) && !listRemote.isPending) next();
            }}
            id="replication-remote-form"
          >
            <RemoteConfigurationStep remote={remote} onChange={(change) => setRemote({ ...remote, ...change })} />
          </form>
        ) : (
          <BucketAssignmentsStep
            origins={origins}
            remoteBuckets={remoteBuckets}
            assignments={assignments}
            onAssign={(origin, destination) => setAssignments(new Map(assignments).set(origin, destination))}
            statuses={statuses}
          />
        )}
      </ModalBody>
      <ModalFooter>
        {current === 'remote' ? (
          <Button
            type="submit"
            form="replication-remote-form"
            isDisabled={!canLeaveRemoteStep(remote) || listRemote.isPending}
            isLoading={listRemote.isPending}
            data-test="wizard-next"
          >
            {strings.next}
          </Button>
        ) : (
          <>
            <Button
              onClick={create}
              isDisabled={!canCreateReplication(assignments, origins) || replicate.isPending}
              isLoading={replicate.isPending}
              data-test="wizard-create"
            >
              {strings.create}
            </Button>
            <Button variant="secondary" onClick={() => setStep(clampStep(step - 1))} data-test="wizard-back">
              {strings.back}
            </Button>
          </>
        )}
        <Button variant="link" onClick={() => onClose(false)} data-test="wizard-cancel">
          {strings.cancel}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
