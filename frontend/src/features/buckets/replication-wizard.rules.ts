import { parseDecimal } from '@frontend/shared/forms/decimal-text';
import { currentLocale } from '@frontend/shared/i18n/i18n-instance';
import type { ReplicationState } from './buckets.types';

/** The wizard's steps, in order (spec 01 §4). */
export const WIZARD_STEPS = ['remote', 'assignments'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

/** The step index kept between 0 and the last step. */
export function clampStep(index: number): number {
  return Math.min(Math.max(0, Math.trunc(index)), WIZARD_STEPS.length - 1);
}

/** Bandwidth units, binary (spec 01 §9: default 100 Gi). */
export const BANDWIDTH_UNITS = ['Ki', 'Mi', 'Gi', 'Ti'] as const;
export type BandwidthUnit = (typeof BANDWIDTH_UNITS)[number];

/** Spec 01 §9 replication defaults: TLS on, async, 100 Gi, health check 60. */
export const REPLICATION_DEFAULTS = {
  useTLS: true,
  syncMode: 'async',
  bandwidth: '100',
  bandwidthUnit: 'Gi',
  healthCheckPeriod: '60',
} as const;

/** Rows failed replication keep; the others go after this delay (spec 01 §9). */
export const SUCCEEDED_ROW_REMOVAL_MS = 500;

/** The remote's address with the scheme the Use TLS switch chooses; the field is typed without one (spec 01 §5). */
export function targetUrlWithScheme(hostPort: string, useTLS: boolean): string {
  const bare = hostPort.trim().replace(/^https?:\/\//, '');
  return `${useTLS ? 'https' : 'http'}://${bare}`;
}

/** Bytes per second to send: async only; sync sends 0 (spec 01 §5). The amount as the user's locale writes it. */
export function bandwidthBytes(
  amount: string,
  unit: BandwidthUnit,
  syncMode: 'async' | 'sync',
  locale: string = currentLocale(),
): number {
  if (syncMode === 'sync') return 0;
  const value = parseDecimal(amount, locale);
  if (!Number.isFinite(value) || value <= 0) return 0;
  return Math.floor(value * 1024 ** (BANDWIDTH_UNITS.indexOf(unit) + 1));
}

/** Step 1's fields as typed. */
export interface RemoteConfiguration {
  readonly accessKey: string;
  readonly secretKey: string;
  readonly targetURL: string;
  readonly region: string;
  readonly useTLS: boolean;
  readonly syncMode: 'async' | 'sync';
  readonly bandwidth: string;
  readonly bandwidthUnit: BandwidthUnit;
  readonly healthCheckPeriod: string;
}

export const EMPTY_REMOTE: RemoteConfiguration = {
  accessKey: '',
  secretKey: '',
  targetURL: '',
  region: '',
  ...REPLICATION_DEFAULTS,
};

/**
 * The shortest keys the API takes for a remote (the contract's `RemoteCredentials`): anything shorter is refused
 * before the remote is asked, so the form says so at the field instead of Next answering 'Invalid request'.
 */
export const REMOTE_KEY_MIN_LENGTH = { accessKey: 3, secretKey: 8 } as const;

/** The key fields typed too short to be sent (empty fields are merely not filled in yet). */
export function shortRemoteKeys(remote: RemoteConfiguration): Array<keyof typeof REMOTE_KEY_MIN_LENGTH> {
  const fields = Object.keys(REMOTE_KEY_MIN_LENGTH) as Array<keyof typeof REMOTE_KEY_MIN_LENGTH>;
  return fields.filter((field) => remote[field] !== '' && remote[field].length < REMOTE_KEY_MIN_LENGTH[field]);
}

/**
 * Next is enabled when credentials (long enough to be keys) and address are given, bandwidth is at least 0 and the
 * health check at least 1.
 */
export function canLeaveRemoteStep(remote: RemoteConfiguration, locale: string = currentLocale()): boolean {
  const bandwidth = parseDecimal(remote.bandwidth, locale);
  const health = Number(remote.healthCheckPeriod);
  return (
    remote.accessKey.trim() !== '' &&
    remote.secretKey !== '' &&
    shortRemoteKeys(remote).length === 0 &&
    remote.targetURL.trim() !== '' &&
    (remote.syncMode === 'sync' || (remote.bandwidth.trim() !== '' && Number.isFinite(bandwidth) && bandwidth >= 0)) &&
    Number.isInteger(health) &&
    health >= 1
  );
}

/** Create is enabled when every origin bucket has a destination. */
export function canCreateReplication(assignments: ReadonlyMap<string, string>, origins: readonly string[]): boolean {
  return origins.length > 0 && origins.every((origin) => (assignments.get(origin) ?? '') !== '');
}

/** Splits the answer into the buckets that failed (with why) and those that succeeded. */
export function replicationOutcome(states: readonly ReplicationState[]) {
  const failed = new Map<string, string>();
  const succeeded: string[] = [];
  for (const state of states) {
    if (state.errorString) failed.set(state.originBucket, state.errorString);
    else succeeded.push(state.originBucket);
  }
  return { failed, succeeded };
}
