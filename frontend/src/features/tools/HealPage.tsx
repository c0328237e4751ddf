import {
  Alert,
  Checkbox,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Form,
  FormGroup,
  Grid,
  GridItem,
} from '@patternfly/react-core';
import type { Schema } from '@contract/shared/contract-types';
import { useState } from 'react';
import { formatBytes, formatCount } from '../../shared/format/bucket-format';
import { LiveStreamStatus } from '../../shared/live/LiveStreamStatus';
import { livePath } from '../../shared/live/live-url';
import { useLiveStream } from '../../shared/live/useLiveStream';
import { useBucketExists } from './BucketChoice';
import { HealthBar } from './HealthBar';
import { BucketPrefixFields, StartStopButtons } from './ToolControls';
import { ToolPage } from './ToolPage';
import { toolsStrings } from './tools.strings';

const strings = toolsStrings.heal;
type Progress = Schema<'HealProgress'>;

/**
 * /tools/heal and /heal (spec 03 §2): heal a bucket or a prefix, with recursive, force-start and force-stop; the
 * health bars before and after and the counters, updated every second until MinIO reports the heal finished.
 */
export function HealPage() {
  const [bucket, setBucket] = useState('');
  const [prefix, setPrefix] = useState('');
  const [options, setOptions] = useState({ recursive: false, forceStart: false, forceStop: false });
  const [progress, setProgress] = useState<Progress>();
  // A force-stop ends the path's heal: it reports no tally, and its end is a stop, not a finished heal.
  const [stopRun, setStopRun] = useState(false);
  const exists = useBucketExists(bucket);
  // Each message is the whole tally so far: only the last one matters.
  const stream = useLiveStream<Progress>({ keep: 1, onMessage: setProgress });
  const running = ['connecting', 'open'].includes(stream.state.phase);
  const start = () => {
    setProgress(undefined);
    setStopRun(options.forceStop);
    stream.start(
      livePath(`ws/heal/${encodeURIComponent(bucket)}`, {
        prefix,
        recursive: options.recursive,
        'force-start': options.forceStart,
        'force-stop': options.forceStop,
      }),
    );
  };
  const option = (key: keyof typeof options, label: string) => (
    <Checkbox
      id={`heal-${key}`}
      label={label}
      isChecked={options[key]}
      onChange={(_e, on) => setOptions((old) => ({ ...old, ...exclusive(key, on) }))}
      isDisabled={running}
      data-test={`heal-${key}`}
    />
  );
  return (
    <ToolPage title={strings.title}>
      <Form onSubmit={(event) => event.preventDefault()}>
        <Grid hasGutter>
          <BucketPrefixFields
            tool="heal"
            labels={strings}
            bucket={bucket}
            onBucket={setBucket}
            prefix={prefix}
            onPrefix={setPrefix}
            isDisabled={running}
          />
        </Grid>
        <FormGroup role="group" isInline fieldId="heal-options">
          {option('recursive', strings.recursive)}
          {option('forceStart', strings.forceStart)}
          {option('forceStop', strings.forceStop)}
        </FormGroup>
        <StartStopButtons tool="heal" running={running} mayStart={exists} onStart={start} onStop={stream.stop} />
      </Form>
      <div className="pf-v6-u-my-md">
        <LiveStreamStatus state={stream.state} />
        {running && progress && <p>{strings.running}</p>}
        {stream.state.phase === 'done' && (
          <Alert
            variant="success"
            isInline
            isPlain
            title={stopRun ? strings.stopped : strings.finished}
            data-test="heal-finished"
          />
        )}
      </div>
      {progress && !stopRun && <HealProgressView progress={progress} />}
    </ToolPage>
  );
}

/** Force Start and Force Stop exclude each other (MinIO refuses both at once): ticking one clears the other. */
function exclusive(key: 'recursive' | 'forceStart' | 'forceStop', on: boolean) {
  if (key === 'forceStart' && on) return { forceStart: true, forceStop: false };
  if (key === 'forceStop' && on) return { forceStop: true, forceStart: false };
  return { [key]: on };
}

function HealProgressView({ progress }: { readonly progress: Progress }) {
  const counters: readonly (readonly [string, string, string])[] = [
    ['items-scanned', strings.itemsScanned, formatCount(progress.itemsScanned)],
    ['objects-healed', strings.objectsHealed, formatCount(progress.objectsHealed)],
    ['objects-scanned', strings.objectsScanned, formatCount(progress.objectsScanned)],
    ['duration', strings.healDuration, strings.seconds(progress.healDuration.toFixed(1))],
    ['bytes-scanned', strings.bytesScanned, formatBytes(progress.bytesScanned)],
  ];
  return (
    <Grid hasGutter>
      <GridItem md={8}>
        <HealthBar when="before" columns={progress.healthBeforeCols} scanned={progress.itemsScanned} />
        <div className="pf-v6-u-mt-md">
          <HealthBar when="after" columns={progress.healthAfterCols} scanned={progress.itemsScanned} />
        </div>
      </GridItem>
      <GridItem md={4}>
        <DescriptionList isHorizontal isCompact>
          {counters.map(([id, term, value]) => (
            <DescriptionListGroup key={id}>
              <DescriptionListTerm>{term}</DescriptionListTerm>
              <DescriptionListDescription data-test={`heal-${id}`}>{value}</DescriptionListDescription>
            </DescriptionListGroup>
          ))}
        </DescriptionList>
      </GridItem>
    </Grid>
  );
}
