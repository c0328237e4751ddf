import type { Schema } from '@contract/shared/contract-types';
import { ApiError } from '../../platform/errors/api-error';
import { parseConfigExport, type ExportedTarget } from '../../platform/minio/admin/config-export-text';
import { formatConfigKV, type ConfigKV } from '../../platform/minio/admin/config-kv-text';
import { isUntouchedSecret, MASK, maskValue } from './config-secrets';

/** `subsys` or `subsys:target`, the id a target has in the API. */
const idOf = (line: ExportedTarget) => (line.target ? `${line.subSys}:${line.target}` : line.subSys);

/** One target line in export form: disabled ones commented out, as MinIO writes them. */
function lineOf(line: ExportedTarget, kvs: readonly ConfigKV[]): string {
  const text = formatConfigKV(line.subSys, line.target, kvs);
  return line.commented ? `# ${text}` : text;
}

/** The stored configuration as a file for the browser: every secret masked. */
export function maskedExport(stored: string): string {
  return parseConfigExport(stored)
    .map((line) =>
      lineOf(
        line,
        line.kvs.map(({ key, value }) => ({ key, value: maskValue(key, value) })),
      ),
    )
    .join('\n')
    .concat('\n');
}

/**
 * Reads an uploaded file against the stored configuration: refuses text that is no configuration (naming the line),
 * subsystems this server does not have, and a masked secret the server does not hold; a masked secret it holds
 * stands for the stored value. Answers the targets as they will be imported.
 */
export function resolveImport(stored: readonly ExportedTarget[], file: string): ExportedTarget[] {
  let imported: ExportedTarget[];
  try {
    imported = parseConfigExport(file);
  } catch (error) {
    throw new ApiError(400, 'The file is not a server configuration', (error as Error).message);
  }
  if (imported.length === 0) {
    throw new ApiError(400, 'The file is not a server configuration', 'It holds no configuration line.');
  }
  const known = new Set(stored.map((line) => line.subSys));
  const seen = new Set<string>();
  return imported.map((line) => {
    const id = idOf(line);
    if (!known.has(line.subSys)) {
      throw new ApiError(400, `The file names a subsystem this server does not have: ${line.subSys}`, `Line of ${id}.`);
    }
    if (seen.has(id)) throw new ApiError(400, `The file holds ${id} twice`, 'Each target may appear once.');
    seen.add(id);
    const current = stored.find((one) => idOf(one) === id);
    const kvs = line.kvs.map(({ key, value }) => {
      const storedValue = current?.kvs.find((kv) => kv.key === key)?.value ?? '';
      if (isUntouchedSecret(key, value, storedValue)) return { key, value: storedValue };
      if (value.includes(MASK)) {
        throw new ApiError(
          400,
          `The secret "${key}" of ${id} is masked in the file and this server does not hold it`,
          'Write the secret into the file, or leave the key out.',
        );
      }
      return { key, value };
    });
    return { ...line, kvs };
  });
}

/** The import as MinIO's text. */
export function importText(targets: readonly ExportedTarget[]): string {
  return targets
    .map((line) => lineOf(line, line.kvs))
    .join('\n')
    .concat('\n');
}

/** What the import changes, key by key, secrets masked. A target the file leaves out goes back to its defaults. */
export function importChanges(
  stored: readonly ExportedTarget[],
  imported: readonly ExportedTarget[],
): Schema<'ConfigurationChange'>[] {
  const ids = [...new Set([...stored.map(idOf), ...imported.map(idOf)])];
  return ids.flatMap((id) => {
    const before = stored.find((line) => idOf(line) === id);
    const after = imported.find((line) => idOf(line) === id);
    const keys = [...new Set([...(before?.kvs ?? []), ...(after?.kvs ?? [])].map((kv) => kv.key).concat('enable'))];
    return keys.flatMap((key) => {
      const current = valueOf(before, key);
      const next = valueOf(after, key);
      return current === next
        ? []
        : [{ target: id, key, current: maskValue(key, current), imported: maskValue(key, next) }];
    });
  });
}

/** A key's value; `enable` reads the on/off state MinIO shows by commenting a line out or leaving `enable=on` out. */
function valueOf(line: ExportedTarget | undefined, key: string): string {
  if (!line) return '';
  const value = line.kvs.find((kv) => kv.key === key)?.value;
  if (key === 'enable' && (value === undefined || value === '')) return line.commented ? 'off' : 'on';
  return value ?? '';
}
