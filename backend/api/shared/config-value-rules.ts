/**
 * The value rules of MinIO configuration keys by their type name (MinIO's help calls them `on|off`, `number`,
 * `duration`, `url`…). Shared by the settings forms (checked before saving) and the API (checked before MinIO).
 */

const GO_DURATION = /^(\d+(\.\d+)?(ns|us|µs|ms|s|m|h|d))+$/;
const HOST_PORT = /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+)(:\d{1,5})?$/;

/** What is wrong with a value, by the type it fails; each side words it in its own strings. */
export type ValueProblem = 'onOff' | 'number' | 'int' | 'duration' | 'url' | 'address';

/**
 * Why a value does not fit its key's type, or undefined when it does. An empty value always fits: it clears the key
 * back to MinIO's default. MinIO checks again when it saves; this catches what it would refuse with a less clear
 * message (`strconv.Atoi: parsing "abc"`).
 */
export function typeProblem(type: string, value: string): ValueProblem | undefined {
  if (value === '') return undefined;
  switch (type) {
    case 'on|off':
    case 'boolean':
      return /^(on|off|true|false|enabled|disabled)$/i.test(value) ? undefined : 'onOff';
    case 'number':
      return /^-?\d+(\.\d+)?$/.test(value) ? undefined : 'number';
    case 'int':
      return /^-?\d+$/.test(value) ? undefined : 'int';
    case 'duration':
      return GO_DURATION.test(value) ? undefined : 'duration';
    case 'url':
      return URL.canParse(value) && /^[a-z][a-z0-9+.-]*:\/\/[^/]/i.test(value) ? undefined : 'url';
    case 'address':
      return HOST_PORT.test(value) ? undefined : 'address';
    default:
      return undefined;
  }
}
