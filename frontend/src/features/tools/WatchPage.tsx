import { Form, Grid } from '@patternfly/react-core';
import type { Schema } from '@contract/shared/contract-types';
import { useState } from 'react';
import type { ResourceColumn } from '../../shared/components/ResourceTable';
import { formatBytes } from '../../shared/format/bucket-format';
import { livePath } from '../../shared/live/live-url';
import { useLiveStream, type LiveRow } from '../../shared/live/useLiveStream';
import { useBucketExists } from './BucketChoice';
import { formatClock } from './tool-format';
import { BucketPrefixFields, isRunning, LiveRowsTable, StartStopButtons, ToolTextField } from './ToolControls';
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
  const running = isRunning(stream.state.phase);
  const start = () => stream.start(livePath(`ws/watch/${encodeURIComponent(bucket)}`, { prefix, suffix }));
  return (
    <ToolPage title={strings.title}>
      <Form onSubmit={(event) => event.preventDefault()}>
        <Grid hasGutter>
          <BucketPrefixFields
            tool="watch"
            labels={strings}
            bucket={bucket}
            onBucket={setBucket}
            prefix={prefix}
            onPrefix={setPrefix}
            isDisabled={running}
          />
          <ToolTextField
            id="watch-suffix"
            label={strings.suffix}
            value={suffix}
            onChange={setSuffix}
            isDisabled={running}
          />
        </Grid>
        <StartStopButtons tool="watch" running={running} mayStart={exists} onStart={start} onStop={stream.stop} />
      </Form>
      <LiveRowsTable stream={stream} keep={KEEP} columns={COLUMNS} text={strings} dataTest="watch-table" />
    </ToolPage>
  );
}
