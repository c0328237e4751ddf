import { translated } from '@frontend/shared/i18n/translated';

/** Text of the live log page (spec 02 §2 Live logs). */
export const logsStrings = translated('logs', {
  title: 'Logs',
  returnToTools: 'Return to Tools',
  highlight: 'Highlight',
  highlightPlaceholder: 'Highlight lines containing…',
  node: 'Node',
  allNodes: 'All nodes',
  logType: 'Log type',
  types: { all: 'All Log Types', minio: 'MinIO', application: 'Application' },
  pause: 'Pause',
  resume: 'Resume',
  paused: (count: number) => `Paused; ${count} new entries waiting`,
  empty: 'Waiting for log entries…',
  notStreaming: 'No log entries: the live stream is not open.',
  api: 'API',
  time: 'Time',
  deploymentId: 'Deployment ID',
  requestId: 'Request ID',
  remoteHost: 'Remote host',
  host: 'Host',
  userAgent: 'User agent',
  error: 'Error',
  source: 'Source',
  logLabel: 'Server log',
});
