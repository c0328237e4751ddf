/** Label colours of the General Status (spec 02 §4). */
export type HealthColor = 'green' | 'red' | 'grey' | 'yellow';

/** A server: online green, offline red, otherwise grey. */
export function serverStateColor(state: string): HealthColor {
  return state === 'online' ? 'green' : state === 'offline' ? 'red' : 'grey';
}

/** A drive: ok green, offline red, otherwise grey. */
export function driveStateColor(state: string): HealthColor {
  return state === 'ok' ? 'green' : state === 'offline' ? 'red' : 'grey';
}

/** A healthy-of-total counter: green when all are healthy, red at half or fewer, yellow in between. */
export function counterColor(healthy: number, total: number): HealthColor {
  if (healthy >= total) return 'green';
  return healthy <= total / 2 ? 'red' : 'yellow';
}
