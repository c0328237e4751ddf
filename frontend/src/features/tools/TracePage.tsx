import { Checkbox, Form, FormGroup, Grid, GridItem, Switch } from '@patternfly/react-core';
import type { Schema } from '@contract/shared/contract-types';
import { useState } from 'react';
import { FieldMessage } from '../../shared/components/FieldError';
import type { ResourceColumn } from '../../shared/components/ResourceTable';
import { formatBytes, formatDuration } from '../../shared/format/bucket-format';
import { livePath } from '../../shared/live/live-url';
import { useLiveStream, type LiveRow } from '../../shared/live/useLiveStream';
import { formatClock } from './tool-format';
import { isRunning, LiveRowsTable, StartStopButtons, ToolTextField } from './ToolControls';
import { ToolPage } from './ToolPage';
import { CALL_KINDS, DEFAULT_TRACE_FILTERS, traceProblems, traceQuery, type TraceFilters } from './trace-filters';
import { toolsStrings } from './tools.strings';

const strings = toolsStrings.trace;
const KEEP = 2000;
type Row = LiveRow<Schema<'TraceMessage'>>;

const COLUMNS: readonly ResourceColumn<Row>[] = [
  { id: 'time', title: strings.columns.time, cell: ({ message }) => formatClock(message.time) },
  { id: 'api', title: strings.columns.api, cell: ({ message }) => message.api },
  {
    id: 'status',
    title: strings.columns.status,
    cell: ({ message }) => [message.statusCode, message.statusMsg].filter(Boolean).join(' '),
  },
  { id: 'host', title: strings.columns.host, cell: ({ message }) => message.host },
  { id: 'client', title: strings.columns.client, cell: ({ message }) => message.client },
  {
    id: 'duration',
    title: strings.columns.duration,
    cell: ({ message }) => formatDuration(message.callStats?.duration ?? 0),
  },
  { id: 'rx', title: strings.columns.rx, cell: ({ message }) => formatBytes(message.callStats?.rx ?? 0) },
  { id: 'tx', title: strings.columns.tx, cell: ({ message }) => formatBytes(message.callStats?.tx ?? 0) },
];

/** /tools/trace (spec 03 §2): the filters, Start and Stop, and the traced calls newest first with the drop count. */
export function TracePage() {
  const [filters, setFilters] = useState<TraceFilters>(DEFAULT_TRACE_FILTERS);
  const stream = useLiveStream<Schema<'TraceMessage'>>({ keep: KEEP, reconnect: true, newestFirst: true });
  const running = isRunning(stream.state.phase);
  const problems = traceProblems(filters);
  const set = (change: Partial<TraceFilters>) => setFilters((old) => ({ ...old, ...change }));
  const toggleKind = (kind: (typeof CALL_KINDS)[number], on: boolean) => {
    const kinds = new Set(filters.kinds);
    if (on) kinds.add(kind);
    else kinds.delete(kind);
    set({ kinds });
  };
  const text = (id: 'method' | 'funcname' | 'path', label: string) => (
    <ToolTextField
      id={`trace-${id}`}
      label={label}
      value={filters[id]}
      onChange={(value) => set({ [id]: value })}
      isDisabled={running}
      width={3}
    />
  );
  return (
    <ToolPage title={strings.title}>
      <Form onSubmit={(event) => event.preventDefault()}>
        <FormGroup label={strings.calls} role="group" isInline fieldId="trace-kinds">
          {CALL_KINDS.map((kind) => (
            <Checkbox
              key={kind}
              id={`trace-kind-${kind}`}
              label={strings.kinds[kind]}
              isChecked={filters.kinds.has(kind)}
              onChange={(_e, on) => toggleKind(kind, on)}
              isDisabled={running}
              data-test={`trace-kind-${kind}`}
            />
          ))}
          <FieldMessage error={problems.kinds ? strings.noKinds : undefined} testId="trace-kinds-error" />
        </FormGroup>
        <Grid hasGutter>
          <ToolTextField
            id="trace-threshold"
            label={strings.threshold}
            value={filters.threshold}
            onChange={(threshold) => set({ threshold })}
            isDisabled={running}
            width={3}
            numeric
            error={{ text: problems.threshold ? strings.thresholdRule : undefined, testId: 'trace-threshold-error' }}
          />
          <ToolTextField
            id="trace-status"
            label={strings.statusCode}
            value={filters.statusCode}
            onChange={(statusCode) => set({ statusCode })}
            isDisabled={running}
            width={3}
            numeric
            error={{ text: problems.statusCode ? strings.statusCodeRule : undefined, testId: 'trace-status-error' }}
            dataTest="trace-status-code"
          />
          {text('method', strings.method)}
          <GridItem md={3}>
            <FormGroup label={strings.onlyErrors} fieldId="trace-errors">
              <Switch
                id="trace-errors"
                label={strings.onlyErrors}
                isChecked={filters.onlyErrors}
                onChange={(_e, on) => set({ onlyErrors: on })}
                isDisabled={running}
                data-test="trace-only-errors"
              />
            </FormGroup>
          </GridItem>
          {text('funcname', strings.funcname)}
          {text('path', strings.path)}
        </Grid>
        <StartStopButtons
          tool="trace"
          running={running}
          mayStart={Object.keys(problems).length === 0}
          onStart={() => stream.start(livePath('ws/trace', traceQuery(filters)))}
          onStop={stream.stop}
        />
      </Form>
      <LiveRowsTable stream={stream} keep={KEEP} columns={COLUMNS} text={strings} dataTest="trace-table" />
    </ToolPage>
  );
}
