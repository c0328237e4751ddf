/** Drops undefined fields, so facts Kubernetes did not report are absent from the JSON rather than null. */
export function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
