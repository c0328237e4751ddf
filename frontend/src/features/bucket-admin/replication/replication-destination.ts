/** The destination without the remote target's ARN prefix (`arn:minio:replication::id:bucket` → `bucket`). */
export function destinationName(arn: string): string {
  return arn.startsWith('arn:') ? (arn.split(':').pop() ?? arn) : arn;
}
