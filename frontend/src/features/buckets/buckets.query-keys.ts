/** TanStack Query keys of the bucket screens (list and admin pages share them, so invalidations agree). */
export const bucketKeys = {
  all: ['buckets'] as const,
  list: ['buckets', 'list'] as const,
  /** Everything about one bucket: info and every settings section; invalidating it reloads the admin page. */
  bucket: (bucket: string) => ['buckets', 'bucket', bucket] as const,
  detail: (bucket: string, part: string) => ['buckets', 'bucket', bucket, part] as const,
  arns: ['buckets', 'arns'] as const,
  nameState: (name: string) => ['buckets', 'name-state', name] as const,
  tiers: ['buckets', 'tiers'] as const,
};
