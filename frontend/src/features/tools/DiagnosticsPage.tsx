import { Alert, Button, Content, Flex, FlexItem, Spinner } from '@patternfly/react-core';
import { DownloadIcon } from '@patternfly/react-icons';
import type { Schema } from '@contract/shared/contract-types';
import { useState } from 'react';
import { LiveStreamStatus } from '../../shared/live/LiveStreamStatus';
import { livePath } from '../../shared/live/live-url';
import { useLiveStream } from '../../shared/live/useLiveStream';
import { ToolPage } from './ToolPage';
import { toolsStrings } from './tools.strings';

const strings = toolsStrings.diagnostics;
type Snapshot = Schema<'DiagnosticsMessage'>;

/**
 * /tools/diagnostics (spec 03 §2, §4): Start collects MinIO's health report (deadline 1 h) as ever more complete
 * snapshots; a normal close means the last one is the report, which Download saves as JSON.
 */
export function DiagnosticsPage() {
  const [last, setLast] = useState<Snapshot>();
  const [count, setCount] = useState(0);
  const stream = useLiveStream<Snapshot>({
    keep: 1,
    onMessage: (snapshot) => {
      setLast(snapshot);
      setCount((n) => n + 1);
    },
  });
  const phase = stream.state.phase;
  const inProgress = phase === 'connecting' || phase === 'open';
  const success = phase === 'done' && last !== undefined;
  const failed = phase === 'failed' || (phase === 'done' && last === undefined);
  const start = () => {
    setLast(undefined);
    setCount(0);
    stream.start(livePath('ws/health-info', { deadline: '1h' }));
  };
  const download = () => {
    const report = last;
    if (!report) return;
    const blob = new Blob([JSON.stringify(report, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `health-report-${report.timestamp.replace(/[:.]/g, '-')}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <ToolPage title={strings.title}>
      <Content component="p">{strings.intro}</Content>
      <Flex className="pf-v6-u-my-md" spaceItems={{ default: 'spaceItemsSm' }}>
        <FlexItem>
          <Button onClick={start} isDisabled={inProgress} data-test="diagnostics-start">
            {toolsStrings.start}
          </Button>
        </FlexItem>
        <FlexItem>
          <Button
            variant="secondary"
            icon={<DownloadIcon />}
            onClick={download}
            isDisabled={!success}
            data-test="diagnostics-download"
          >
            {strings.download}
          </Button>
        </FlexItem>
      </Flex>
      {inProgress && (
        <>
          <Alert variant="info" isInline title={strings.started} data-test="diagnostics-status" />
          <Flex className="pf-v6-u-mt-md" spaceItems={{ default: 'spaceItemsSm' }} data-test="diagnostics-progress">
            <Spinner size="md" aria-label={strings.progress} />
            <FlexItem>{`${strings.progress} · ${strings.snapshots(count)}`}</FlexItem>
          </Flex>
        </>
      )}
      {success && <Alert variant="success" isInline title={strings.success} data-test="diagnostics-status" />}
      {failed && <Alert variant="danger" isInline title={strings.failed} data-test="diagnostics-status" />}
      {failed && (
        <div className="pf-v6-u-mt-md">
          <LiveStreamStatus state={stream.state} />
        </div>
      )}
    </ToolPage>
  );
}
