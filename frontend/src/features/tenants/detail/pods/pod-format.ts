/** How long ago a Unix time (seconds) was, as Kubernetes tools show it: `45s`, `12m`, `3h`, `5d`. */
export function formatAge(createdSeconds: number | undefined, nowMs: number): string {
  if (createdSeconds === undefined || createdSeconds <= 0) return '';
  const seconds = Math.max(0, Math.floor(nowMs / 1000 - createdSeconds));
  if (seconds < 60) return `${seconds}s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)}m`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)}h`;
  return `${Math.floor(seconds / 86_400)}d`;
}

// Colour and cursor codes (ESC [ … letter) and the other non-printable characters a container may write.
// eslint-disable-next-line no-control-regex
const ANSI_CODES = /\u001b\[[0-9;?]*[A-Za-z]/g;
// eslint-disable-next-line no-control-regex
const NON_PRINTABLE = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** One line of a pod log as shown (spec 03 §2): colour codes and non-printable characters removed. */
export interface LogLine {
  readonly text: string;
  /** The line was indented (a continuation, e.g. a stack frame): shown as tabbed in. */
  readonly indented: boolean;
}

export function logLines(log: string): LogLine[] {
  const lines = log.replace(/\r\n?/g, '\n').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines.map((line) => {
    const text = line.replace(ANSI_CODES, '').replace(NON_PRINTABLE, '');
    return { text: text.trimStart(), indented: /^[\t ]/.test(text) };
  });
}
