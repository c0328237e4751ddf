import { poolNameProblem } from '@contract/shared/tenants/tenant-names';
import { parseWhole } from '@frontend/shared/forms/decimal-text';
import { poolsStrings } from './pools.strings';

/** The Add Pool dialog's fields, as typed (spec 03 §5: numbers parsed as integers). */
export interface PoolForm {
  readonly name: string;
  readonly servers: string;
  readonly drives: string;
  readonly sizeGi: string;
  readonly storageClass: string;
}

const GIB = 1024 ** 3;

/** A whole number of at least `min`, or undefined. */
export function integerOf(text: string, min: number): number | undefined {
  const value = parseWhole(text);
  return value >= min ? value : undefined;
}

/** Why the typed pool name cannot be used (empty is fine: the default name), or undefined. */
export function poolNameError(name: string, existing: readonly string[]): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return undefined;
  if (existing.includes(trimmed)) return poolsStrings.add.nameTaken(trimmed);
  return poolNameProblem(trimmed);
}

/** The pool the dialog would add, or undefined while a field is not valid. */
export function poolOf(form: PoolForm, existing: readonly string[] = []) {
  if (poolNameError(form.name, existing)) return undefined;
  const servers = integerOf(form.servers, 1);
  const drives = integerOf(form.drives, 1);
  const sizeGi = integerOf(form.sizeGi, 1);
  if (servers === undefined || drives === undefined || sizeGi === undefined) return undefined;
  return {
    ...(form.name.trim() ? { name: form.name.trim() } : {}),
    servers,
    volumes_per_server: drives,
    volume_configuration: {
      size: sizeGi * GIB,
      ...(form.storageClass.trim() ? { storage_class_name: form.storageClass.trim() } : {}),
    },
  };
}
