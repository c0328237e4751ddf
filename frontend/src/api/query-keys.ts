/** Every TanStack Query key of the app, in one place, so invalidations and the cache never disagree on a name. */
export const queryKeys = {
  session: ['session'] as const,
  loginStrategy: ['login-strategy'] as const,
  permissions: (actions: readonly PermissionQuestion[]) => ['has-permission', actions] as const,
};

/** One question to `POST /api/v1/has-permission`. */
export interface PermissionQuestion {
  readonly id: string;
  readonly action: string;
  readonly bucket?: string;
  readonly object?: string;
}
