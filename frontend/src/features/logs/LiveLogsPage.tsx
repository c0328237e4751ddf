import {
  Button,
  FormSelect,
  FormSelectOption,
  PageSection,
  TextInput,
  Toolbar,
  ToolbarContent,
  ToolbarItem,
} from '@patternfly/react-core';
import { PauseIcon, PlayIcon } from '@patternfly/react-icons';
import type { Schema } from '@contract/shared/contract-types';
import { useEffect, useMemo, useRef, useState } from 'react';
import { PageHeading } from '../../shared/components/PageHeading';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { LiveStreamStatus } from '../../shared/live/LiveStreamStatus';
import { livePath } from '../../shared/live/live-url';
import { useLiveStream, type LiveRow } from '../../shared/live/useLiveStream';
import './live-logs.css';
import { LogEntryView } from './LogEntryView';
import { logsStrings as strings } from './logs.strings';

const KEEP = 1000;
const LOG_TYPES = ['all', 'minio', 'application'] as const;
type Entry = Schema<'LiveLogEntry'>;

/**
 * /tools/logs (spec 02 §2): the server log live from /ws/console, of every node or one, of one kind or both; a
 * highlight box; pause keeps the stream and holds the view until resumed.
 */
export function LiveLogsPage() {
  useDocumentTitle(strings.title);
  const [node, setNode] = useState('');
  const [logType, setLogType] = useState<(typeof LOG_TYPES)[number]>('all');
  const [highlight, setHighlight] = useState('');
  const [paused, setPaused] = useState<readonly LiveRow<Entry>[]>();
  const [nodes, setNodes] = useState<readonly string[]>([]);
  const stream = useLiveStream<Entry>({
    keep: KEEP,
    reconnect: true,
    onMessage: (entry) => {
      if (entry.node) setNodes((known) => (known.includes(entry.node ?? '') ? known : [...known, entry.node ?? '']));
    },
  });
  const { start } = stream;
  useEffect(() => start(livePath('ws/console', { node, logType })), [start, node, logType]);
  const shown = paused ?? stream.rows;
  const waiting = paused ? stream.rows.filter((row) => row.key > (paused.at(-1)?.key ?? -1)).length : 0;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!paused && box.current) box.current.scrollTop = box.current.scrollHeight;
  }, [shown, paused]);
  const nodeOptions = useMemo(() => (node && !nodes.includes(node) ? [...nodes, node] : nodes), [nodes, node]);
  return (
    <>
      <PageHeading title={strings.title} back={{ label: strings.returnToTools, to: '/tools' }} />
      <PageSection isFilled>
        <Toolbar>
          <ToolbarContent>
            <ToolbarItem>
              <FormSelect
                value={node}
                onChange={(_e, value) => {
                  setPaused(undefined);
                  setNode(value);
                }}
                aria-label={strings.node}
                data-test="logs-node"
              >
                <FormSelectOption value="" label={strings.allNodes} />
                {nodeOptions.map((name) => (
                  <FormSelectOption key={name} value={name} label={name} />
                ))}
              </FormSelect>
            </ToolbarItem>
            <ToolbarItem>
              <FormSelect
                value={logType}
                onChange={(_e, value) => {
                  setPaused(undefined);
                  setLogType(value as (typeof LOG_TYPES)[number]);
                }}
                aria-label={strings.logType}
                data-test="logs-type"
              >
                {LOG_TYPES.map((type) => (
                  <FormSelectOption key={type} value={type} label={strings.types[type]} />
                ))}
              </FormSelect>
            </ToolbarItem>
            <ToolbarItem>
              <TextInput
                value={highlight}
                onChange={(_e, value) => setHighlight(value)}
                placeholder={strings.highlightPlaceholder}
                aria-label={strings.highlight}
                data-test="logs-highlight"
              />
            </ToolbarItem>
            <ToolbarItem>
              <Button
                variant="secondary"
                icon={paused ? <PlayIcon /> : <PauseIcon />}
                onClick={() => setPaused(paused ? undefined : stream.rows)}
                data-test="logs-pause"
              >
                {paused ? strings.resume : strings.pause}
              </Button>
            </ToolbarItem>
            {paused && <ToolbarItem data-test="logs-waiting">{strings.paused(waiting)}</ToolbarItem>}
          </ToolbarContent>
        </Toolbar>
        <div className="pf-v6-u-mb-sm">
          <LiveStreamStatus state={stream.state} onReconnect={stream.reconnect} />
        </div>
        <div className="oc-log" ref={box} role="log" aria-label={strings.logLabel} tabIndex={0} data-test="logs-view">
          {shown.length === 0 && (
            // A stream that failed (blocked by a proxy, refused) is not waiting for anything.
            <div className="oc-log-line" data-test="logs-empty">
              {stream.state.phase === 'failed' ? strings.notStreaming : strings.empty}
            </div>
          )}
          {shown.map((row) => (
            <LogEntryView key={row.key} entry={row.message} highlight={highlight} />
          ))}
        </div>
      </PageSection>
    </>
  );
}
