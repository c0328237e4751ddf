import { ActionGroup, Button, Form, FormGroup, Grid, GridItem, TextInput } from '@patternfly/react-core';
import type { Schema } from '@contract/shared/contract-types';
import { useState } from 'react';
import { ResourceTable, type ResourceColumn } from '../../shared/components/ResourceTable';
import { formatBytes } from '../../shared/format/bucket-format';
import { LiveStreamStatus } from '../../shared/live/LiveStreamStatus';
import { livePath } from '../../shared/live/live-url';
import { useLiveStream, type LiveRow } from '../../shared/live/useLiveStream';
import { BucketChoice, useBucketExists } from './BucketChoice';
import { formatClock } from './tool-format';
import { ToolPage } from './ToolPage';
import { toolsStrings } from './tools.strings';

const strings = toolsStrings.watch;
const KEEP = 2000;
type Row = LiveRow<Schema<'WatchEvent'>>;

const COLUMNS: readonly ResourceColumn<Row>[] = [
  { id: 'time', title: strings.columns.time, cell: ({ message }) => formatClock(message.time) },
  { id: 'size', title: strings.columns.size, cell: ({ message }) => formatBytes(message.size ?? 0) },
  { id: 'type', title: strings.columns.type, cell: ({ message }) => message.type },
  { id: 'path', title: strings.columns.path, cell: ({ message }) => message.path },
];

/** /tools/watch (spec 03 §2): a bucket, prefix and suffix; Start only for an existing bucket; the events live. */
export function WatchPage() {
  const [bucket, setBucket] = useState('');
  const [prefix, setPrefix] = useState('');
  const [suffix, setSuffix] = useState('');
  const exists = useBucketExists(bucket);
  const stream = useLiveStream<Schema<'WatchEvent'>>({ keep: KEEP, reconnect: true, newestFirst: true });
  const running = ['connecting', 'open', 'waiting'].includes(stream.state.phase);
  const start = () => {
    if (!exists) return;
    stream.start(livePath(`ws/watch/${encodeURIComponent(bucket)}`, { prefix, suffix }));
  };
  return (
    <ToolPage title={strings.title}>
      <Form onSubmit={(event) => event.preventDefault()}>
        <Grid hasGutter>
          <GridItem md={4}>
            <BucketChoice
              id="watch-bucket"
              label={strings.bucket}
              placeholder={strings.chooseBucket}
              value={bucket}
              onChange={setBucket}
              isDisabled={running}
            />
          </GridItem>
          <GridItem md={4}>
            <FormGroup label={strings.prefix} fieldId="watch-prefix">
              <TextInput
                id="watch-prefix"
                value={prefix}
                onChange={(_e, v) => setPrefix(v)}
                isDisabled={running}
                data-test="watch-prefix"
              />
            </FormGroup>
          </GridItem>
          <GridItem md={4}>
            <FormGroup label={strings.suffix} fieldId="watch-suffix">
              <TextInput
                id="watch-suffix"
                value={suffix}
                onChange={(_e, v) => setSuffix(v)}
                isDisabled={running}
                data-test="watch-suffix"
              />
            </FormGroup>
          </GridItem>
        </Grid>
        <ActionGroup>
          <Button onClick={start} isDisabled={running || !exists} data-test="watch-start">
            {toolsStrings.start}
          </Button>
          <Button variant="secondary" onClick={stream.stop} isDisabled={!running} data-test="watch-stop">
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
        data-test="watch-table"
      />
    </ToolPage>
  );
}
