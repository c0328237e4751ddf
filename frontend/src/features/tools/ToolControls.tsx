import { ActionGroup, Button, FormGroup, GridItem, TextInput } from '@patternfly/react-core';
import { FieldMessage } from '../../shared/components/FieldError';
import { ResourceTable, type ResourceColumn } from '../../shared/components/ResourceTable';
import { LiveStreamStatus } from '../../shared/live/LiveStreamStatus';
import type { LivePhase, LiveRow, useLiveStream } from '../../shared/live/useLiveStream';
import { BucketChoice } from './BucketChoice';
import { toolsStrings } from './tools.strings';

/** A labelled text filter of a tool's form in its grid cell; locked while the tool runs. */
export function ToolTextField({
  id,
  label,
  value,
  onChange,
  isDisabled,
  width = 4,
  numeric = false,
  error,
  dataTest = id,
}: {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly isDisabled: boolean;
  readonly width?: 3 | 4;
  readonly numeric?: boolean;
  /** The rule the value breaks, shown under the field (with its test id). */
  readonly error?: { readonly text: string | undefined; readonly testId: string };
  readonly dataTest?: string;
}) {
  return (
    <GridItem md={width}>
      <FormGroup label={label} fieldId={id}>
        <TextInput
          id={id}
          value={value}
          inputMode={numeric ? 'numeric' : undefined}
          validated={error?.text ? 'error' : 'default'}
          onChange={(_e, next) => onChange(next)}
          isDisabled={isDisabled}
          data-test={dataTest}
        />
        {error && <FieldMessage error={error.text} testId={error.testId} />}
      </FormGroup>
    </GridItem>
  );
}

/** The bucket and prefix a tool works on (Heal, Watch), the first cells of its form grid; locked while it runs. */
export function BucketPrefixFields({
  tool,
  labels,
  bucket,
  onBucket,
  prefix,
  onPrefix,
  isDisabled,
}: {
  /** The tool's name, the prefix of the fields' ids. */
  readonly tool: string;
  readonly labels: { readonly bucket: string; readonly chooseBucket: string; readonly prefix: string };
  readonly bucket: string;
  readonly onBucket: (bucket: string) => void;
  readonly prefix: string;
  readonly onPrefix: (prefix: string) => void;
  readonly isDisabled: boolean;
}) {
  return (
    <>
      <GridItem md={4}>
        <BucketChoice
          id={`${tool}-bucket`}
          label={labels.bucket}
          placeholder={labels.chooseBucket}
          value={bucket}
          onChange={onBucket}
          isDisabled={isDisabled}
        />
      </GridItem>
      <ToolTextField
        id={`${tool}-prefix`}
        label={labels.prefix}
        value={prefix}
        onChange={onPrefix}
        isDisabled={isDisabled}
      />
    </>
  );
}

/** Start and Stop of a tool: Start while it is idle and may start, Stop while it runs. */
export function StartStopButtons({
  tool,
  running,
  mayStart,
  onStart,
  onStop,
}: {
  /** The tool's name, the prefix of the buttons' test ids. */
  readonly tool: string;
  readonly running: boolean;
  readonly mayStart: boolean;
  readonly onStart: () => void;
  readonly onStop: () => void;
}) {
  return (
    <ActionGroup>
      <Button onClick={onStart} isDisabled={running || !mayStart} data-test={`${tool}-start`}>
        {toolsStrings.start}
      </Button>
      <Button variant="secondary" onClick={onStop} isDisabled={!running} data-test={`${tool}-stop`}>
        {toolsStrings.stop}
      </Button>
    </ActionGroup>
  );
}

/** A live tool's stream state (drops, kept rows, reconnect) and its rows, newest first; while it runs and nothing
 * came yet, the table says it waits rather than repeating how to start. */
export function LiveRowsTable<T>({
  stream,
  keep,
  columns,
  text,
  dataTest,
}: {
  readonly stream: ReturnType<typeof useLiveStream<T>>;
  readonly keep: number;
  readonly columns: readonly ResourceColumn<LiveRow<T>>[];
  readonly text: {
    readonly tableLabel: string;
    readonly entity: string;
    readonly empty: string;
    readonly waiting: string;
  };
  readonly dataTest: string;
}) {
  return (
    <>
      <div className="pf-v6-u-my-md">
        <LiveStreamStatus
          state={stream.state}
          onReconnect={stream.reconnect}
          kept={{ shown: stream.rows.length, limit: keep }}
        />
      </div>
      <ResourceTable
        ariaLabel={text.tableLabel}
        entity={text.entity}
        rows={stream.rows}
        rowKey={(row) => String(row.key)}
        columns={columns}
        emptyText={isRunning(stream.state.phase) ? text.waiting : text.empty}
        data-test={dataTest}
      />
    </>
  );
}

/** Whether a live tool runs: connecting, open, or waiting to reconnect (its form is locked then). */
export function isRunning(phase: LivePhase): boolean {
  return phase === 'connecting' || phase === 'open' || phase === 'waiting';
}
