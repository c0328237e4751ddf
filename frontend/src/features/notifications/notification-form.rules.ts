import { TARGET_FIELDS, type NotificationService, type TargetField } from './notification-targets.catalog';
import { notificationsStrings as strings } from './notifications.strings';

/** What the form holds: the identifier and one text per field (on/off and choices included, '' for unset). */
export interface TargetForm {
  readonly name: string;
  readonly values: Readonly<Record<string, string>>;
}

export type KeyValue = { readonly key: string; readonly value: string };

/** How a stored secret reads when the server sends it back (masked whole, or in place inside a URL or DSN). */
export const MASK = '********';

const IDENTIFIER = /^[A-Za-z0-9_.-]+$/;
const WHOLE_NUMBER = /^\d+$/;
const DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h|d))+$/;
const WITH_SCHEME = /^[a-z][a-z0-9+.-]*:\/\/\S+$/i;

export function emptyTargetForm(service: NotificationService): TargetForm {
  const values: Record<string, string> = {};
  for (const field of TARGET_FIELDS[service]) values[field.key] = field.initial ?? '';
  return { name: '', values };
}

/** The service and name of a target the server runs (a row of the list). */
export interface RunningTarget {
  readonly service: string;
  readonly account_id: string;
}

/**
 * On a new target: its identifier must not be one the server already runs for the same service — saving would
 * silently replace that target's settings (editing is the list's Edit action).
 */
export function takenNameProblem(
  service: NotificationService,
  name: string,
  running: readonly RunningTarget[],
): string | undefined {
  const taken = running.some((target) => target.service === service && target.account_id === name.trim());
  return taken ? strings.nameTaken(`${service}:${name.trim()}`) : undefined;
}

/**
 * The problem of each field, by key (`name` for the identifier): required ones empty ('Field cannot be empty', spec
 * 03 §5), numbers, durations, addresses without their scheme, and — when editing — a connection string or URL whose
 * masked password would be sent back changed (the server would store the mask as the password).
 */
export function targetFormProblems(
  service: NotificationService,
  form: TargetForm,
  stored?: readonly KeyValue[],
): Record<string, string> {
  const problems: Record<string, string> = {};
  if (form.name.trim() === '') problems['name'] = strings.required;
  else if (!IDENTIFIER.test(form.name)) problems['name'] = strings.notIdentifier;
  for (const field of TARGET_FIELDS[service]) {
    const problem = fieldProblem(field, (form.values[field.key] ?? '').trim(), stored !== undefined);
    if (problem) problems[field.key] = problem;
  }
  if (stored) {
    for (const { key, value } of toKeyValues(service, form)) {
      const before = stored.find((kv) => kv.key === key)?.value;
      if (value.includes(MASK) && value !== before) problems[maskedField(service, key)] = strings.reenterSecret;
    }
  }
  return problems;
}

function fieldProblem(field: TargetField, value: string, editing: boolean): string | undefined {
  if (value === '') {
    // A stored secret comes back masked, never empty; an empty one on a new target is refused.
    return field.required && !(editing && field.kind === 'secret' && !field.part) ? strings.required : undefined;
  }
  if (field.kind === 'number' && !WHOLE_NUMBER.test(value)) return strings.notNumber;
  if (field.kind === 'duration' && !DURATION.test(value)) return strings.notDuration;
  if (field.kind === 'url' && !WITH_SCHEME.test(value)) return strings.noScheme;
  return undefined;
}

/** The field a masked value came from: the password of a connection string, or the key itself. */
function maskedField(service: NotificationService, key: string): string {
  return (service === 'postgres' || service === 'mysql') && key !== 'table' ? 'password' : key;
}

/** The key/values to save: empty ones left out (spec 03 §7), database parts joined into MinIO's one key. */
export function toKeyValues(service: NotificationService, form: TargetForm): KeyValue[] {
  const value = (key: string) => (form.values[key] ?? '').trim();
  const keyValues: KeyValue[] = [];
  if (service === 'postgres') {
    const parts = ['host', 'port', 'dbname', 'user', 'password', 'sslmode'].filter((key) => value(key) !== '');
    keyValues.push({ key: 'connection_string', value: parts.map((key) => `${key}=${quotePg(value(key))}`).join(' ') });
  }
  if (service === 'mysql') {
    keyValues.push({
      key: 'dsn_string',
      value: `${value('user')}:${value('password')}@tcp(${value('host')}:${value('port')})/${value('dbname')}`,
    });
  }
  for (const field of TARGET_FIELDS[service]) {
    if (field.part || value(field.key) === '') continue;
    keyValues.push({ key: field.key, value: value(field.key) });
  }
  return keyValues;
}

/**
 * What an edit saves: the key/values of the form, each one the user left as it opened sent as the server answered
 * it (a connection string the form rebuilt from unchanged parts may read differently), an optional one the user
 * emptied as `''`, and the key/values it opened with as `previous`. The server then writes only what this user
 * changed, on top of what is stored by then, and refuses a key someone else changed differently meanwhile.
 */
export function editedTarget(
  service: NotificationService,
  form: TargetForm,
  opened: { readonly form: TargetForm; readonly stored: readonly KeyValue[] },
): { keyValues: KeyValue[]; previous: KeyValue[] } {
  const before = toKeyValues(service, opened.form);
  const previous = opened.stored.map(({ key, value }) => ({ key, value }));
  const sent = toKeyValues(service, form);
  const keyValues = sent.map((kv) => {
    const unchanged = before.find((one) => one.key === kv.key)?.value === kv.value;
    const answered = previous.find((one) => one.key === kv.key);
    return unchanged && answered ? answered : kv;
  });
  // An optional field the user emptied is cleared (the server writes MinIO's default), not left as stored.
  const optional = new Set(TARGET_FIELDS[service].filter((field) => !field.required).map((field) => field.key));
  const cleared = before
    .filter(({ key }) => optional.has(key) && !sent.some((kv) => kv.key === key))
    .map(({ key }) => ({ key, value: '' }));
  return { keyValues: [...keyValues, ...cleared], previous };
}

/** libpq quotes a value holding spaces or quotes. */
function quotePg(text: string): string {
  return /[\s'\\]/.test(text) || text === '' ? `'${text.replace(/[\\']/g, (c) => `\\${c}`)}'` : text;
}

/** The form of a stored target: its keys, and the parts of a connection string or DSN split out again. */
export function formOfStored(service: NotificationService, name: string, stored: readonly KeyValue[]): TargetForm {
  const values: Record<string, string> = { ...emptyTargetForm(service).values };
  for (const field of TARGET_FIELDS[service]) {
    const found = stored.find((kv) => kv.key === field.key);
    // An optional key the stored target lacks keeps the server's default, not a new target's initial value.
    if (found) values[field.key] = found.value;
    else if (!field.required && !field.part) values[field.key] = '';
  }
  const get = (key: string) => stored.find((kv) => kv.key === key)?.value ?? '';
  if (service === 'postgres') {
    for (const match of get('connection_string').matchAll(/(\w+)\s*=\s*('(?:[^'\\]|\\.)*'|\S+)/g)) {
      const [, key = '', raw = ''] = match;
      if (key in values) values[key] = raw.startsWith("'") ? raw.slice(1, -1).replace(/\\(.)/g, '$1') : raw;
    }
  }
  if (service === 'mysql') {
    const dsn = /^([^:@]*)(?::([^@]*))?@tcp\(([^:)]*)(?::(\d+))?\)\/(.*)$/.exec(get('dsn_string'));
    if (dsn) {
      const [, user = '', password = '', host = '', port = '3306', dbname = ''] = dsn;
      Object.assign(values, { user, password, host, port, dbname });
    }
  }
  return { name, values };
}
