/** ANSI escape sequences (colours, cursor moves) and other control characters except tab. */
// eslint-disable-next-line no-control-regex
const ESCAPES = /\u001b\[[0-9;?]*[ -/]*[@-~]|\u001b[@-_]|[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g;

/** One line as the log view shows it (spec 02 §2): stripped of control and colour codes, maybe a continuation. */
export interface LogLine {
  readonly text: string;
  /** Lines starting with three spaces continue the entry above and are shown indented. */
  readonly continuation: boolean;
}

/** A log message split into its display lines. */
export function logLines(message: string): LogLine[] {
  return message
    .replace(ESCAPES, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => ({ text: line.startsWith('   ') ? line.trimStart() : line, continuation: line.startsWith('   ') }));
}

/**
 * The server's time field, `HH:mm:ss UTC MM/DD/YYYY` (spec 02 §2), as a Date; undefined when it is not in that form.
 */
export function parseLogTime(time: string | undefined): Date | undefined {
  const match = /^(\d{1,2}):(\d{1,2}):(\d{1,2}) UTC (\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(time ?? '');
  if (!match) return undefined;
  const [hours, minutes, seconds, month, day, year] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
}
