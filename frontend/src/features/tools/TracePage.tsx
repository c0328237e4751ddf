import {
  ActionGroup,
  Button,
  Checkbox,
  Form,
  FormGroup,
  Grid,
  GridItem,
  Switch,
  TextInput,
} from '@patternfly/react-core';
import type { Schema } from '@contract/shared/contract-types';
import { useState } from 'react';
import { FieldMessage } from '../../shared/components/FieldError';
import { ResourceTable, type ResourceColumn } from '../../shared/components/ResourceTable';
import { formatBytes } from '../../shared/format/bucket-format';
import { LiveStreamStatus } from '../../shared/live/LiveStreamStatus';
import { livePath } from '../../shared/live/live-url';
import { useLiveStream, type LiveRow } from '../../shared/live/useLiveStream';
import { formatClock, formatNanos } from './tool-format';
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
    cell: ({ message }) => formatNanos(message.callStats?.duration ?? 0),
  },
  { id: 'rx', title: strings.columns.rx, cell: ({ message }) => formatBytes(message.callStats?.rx ?? 0) },
  { id: 'tx', title: strings.columns.tx, cell: ({ message }) => formatBytes(message.callStats?.tx ?? 0) },
];

/** /tools/trace (spec 03 §2): the filters, Start and Stop, and the traced calls newest first with the drop count. */
export function TracePage() {
  const [filters, setFilters] = useState<TraceFilters>(DEFAULT_TRACE_FILTERS);
  const stream = useLiveStream<Schema<'TraceMessage'>>({ keep: KEEP, reconnect: true, newestFirst: true });
  const running = ['connecting', 'open', 'waiting'].includes(stream.state.phase);
  const problems = traceProblems(filters);
  const set = (change: Partial<TraceFilters>) => setFilters((old) => ({ ...old, ...change }));
  const toggleKind = (kind: (typeof CALL_KINDS)[number], on: boolean) => {
    const kinds = new Set(filters.kinds);
    if (on) kinds.add(kind);
    else kinds.delete(kind);
    set({ kinds });
  };
  const text = (id: 'method' | 'funcname' | 'path', label: string) => (
    <GridItem md={3}>
      <FormGroup label={label} fieldId={`trace-${id}`}>
        <TextInput
          id={`trace-${id}`}
          value={filters[id]}
          onChange={(_e, value) => set({ [id]: value })}
          isDisabled={running}
          data-test={`trace-${id}`}
        />
      </FormGroup>
    </GridItem>
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
          <GridItem md={3}>
            <FormGroup label={strings.threshold} fieldId="trace-threshold">
              <TextInput
                id="trace-threshold"
                value={filters.threshold}
                inputMode="numeric"
                validated={problems.threshold ? 'error' : 'default'}
                onChange={(_e, value) => set({ threshold: value })}
                isDisabled={running}
                data-test="trace-threshold"
              />
              <FieldMessage
                error={problems.threshold ? strings.thresholdRule : undefined}
                testId="trace-threshold-error"
              />
            </FormGroup>
          </GridItem>
          <GridItem md={3}>
            <FormGroup label={strings.statusCode} fieldId="trace-status">
              <TextInput
                id="trace-status"
                value={filters.statusCode}
                inputMode="numeric"
                validated={problems.statusCode ? 'error' : 'default'}
                onChange={(_e, value) => set({ statusCode: value })}
                isDisabled={running}
                data-test="trace-status-code"
              />
              <FieldMessage
                error={problems.statusCode ? strings.statusCodeRule : undefined}
                testId="trace-status-error"
              />
            </FormGroup>
          </GridItem>
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
        <ActionGroup>
          <Button
            onClick={() => stream.start(livePath('ws/trace', traceQuery(filters)))}
            isDisabled={running || Object.keys(problems).length > 0}
            data-test="trace-start"
          >
            {toolsStrings.start}
          </Button>
          <Button variant="secondary" onClick={stream.stop} isDisabled={!running} data-test="trace-stop">
            {toolsStrings.stop}
          </Button>
        </ActionGroup>
      </Form>
      <div className="pf-v6-u-my-md">
        <LiveStreamStatus
          state={stream.state}
          onReconnect={stream.reconnect}
          kept={{ shown: stream.rows.length, limit: KEEP }}
        />
      </div>
      <ResourceTable
        ariaLabel={strings.tableLabel}
        entity={strings.entity}
        rows={stream.rows}
        rowKey={(row) => String(row.key)}
        columns={COLUMNS}
        emptyText={strings.empty}
        data-test="trace-table"
      />
    </ToolPage>
  );
}
