import { Navigate, useParams } from 'react-router';

/** `/buckets/{bucket}` opens the bucket's admin summary (spec 02 §2). */
export function BucketRedirect() {
  const bucket = useParams().bucketName ?? '';
  return <Navigate to={`/buckets/${encodeURIComponent(bucket)}/admin/summary`} replace />;
}
