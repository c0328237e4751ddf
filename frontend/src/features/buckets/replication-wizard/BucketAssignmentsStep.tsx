import { Alert, FormSelect, FormSelectOption, Icon, Tooltip } from '@patternfly/react-core';
import { CheckCircleIcon, ExclamationCircleIcon } from '@patternfly/react-icons';
import { ResourceTable, type ResourceColumn } from '@frontend/shared/components/ResourceTable';
import { replicationWizardStrings as strings } from '../buckets.strings';

/** A bucket's result after Create: applied, or failed with why. */
export type AssignmentStatus = { readonly ok: true } | { readonly ok: false; readonly error: string };

/** Step 2: a destination for each selected bucket, and after Create each bucket's result. */
export function BucketAssignmentsStep({
  origins,
  remoteBuckets,
  assignments,
  onAssign,
  statuses,
}: {
  origins: readonly string[];
  remoteBuckets: readonly string[];
  assignments: ReadonlyMap<string, string>;
  onAssign: (origin: string, destination: string) => void;
  statuses: ReadonlyMap<string, AssignmentStatus>;
}) {
  const columns: ResourceColumn<string>[] = [
    { id: 'origin', title: strings.originBucket, cell: (origin) => origin },
    {
      id: 'destination',
      title: strings.destinationBucket,
      cell: (origin) => (
        <FormSelect
          aria-label={`${strings.destinationBucket} ${origin}`}
          value={assignments.get(origin) ?? ''}
          onChange={(_event, value) => onAssign(origin, value)}
          data-test={`destination-${origin}`}
        >
          <FormSelectOption value="" label={strings.chooseDestination} isPlaceholder />
          {remoteBuckets.map((name) => (
            <FormSelectOption key={name} value={name} label={name} />
          ))}
        </FormSelect>
      ),
    },
    {
      id: 'status',
      title: strings.status,
      cell: (origin) => <StatusIcon origin={origin} status={statuses.get(origin)} />,
    },
  ];
  return (
    <>
      {remoteBuckets.length === 0 && (
        // Nothing to choose from: without a word, the empty choices and the disabled Create would be a dead end.
        <Alert variant="info" isInline title={strings.noRemoteBuckets} data-test="no-remote-buckets">
          {strings.noRemoteBucketsHelp}
        </Alert>
      )}
      <ResourceTable
        ariaLabel={strings.steps.assignments}
        entity="buckets"
        rows={origins}
        rowKey={(origin) => origin}
        columns={columns}
        data-test="bucket-assignments"
      />
    </>
  );
}

function StatusIcon({ origin, status }: { origin: string; status: AssignmentStatus | undefined }) {
  if (!status) return null;
  if (status.ok) {
    return (
      <Icon status="success" data-test={`replication-ok-${origin}`}>
        <CheckCircleIcon title={strings.applied} />
      </Icon>
    );
  }
  return (
    <Tooltip content={status.error}>
      <Icon
        status="danger"
        tabIndex={0}
        aria-label={`${strings.failed}: ${status.error}`}
        data-test={`replication-error-${origin}`}
      >
        <ExclamationCircleIcon />
      </Icon>
    </Tooltip>
  );
}
