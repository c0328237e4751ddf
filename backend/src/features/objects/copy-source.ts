import { CopySourceOptions } from 'minio';
import { encodeS3Path } from '../../platform/minio/request-target';

/**
 * The source of a server-side copy, with its `x-amz-copy-source` header encoded as a request path is. minio-js
 * encodes it with `encodeURI`, which leaves a key's `?` and `#` as they are: MinIO then reads `what?.txt` as `what`
 * followed by a query, and answers NoSuchKey.
 */
export class EncodedCopySource extends CopySourceOptions {
  override getHeaders(): ReturnType<CopySourceOptions['getHeaders']> {
    const source = encodeS3Path(`${this.Bucket}/${this.Object}`);
    const version = this.VersionID ? `?versionId=${encodeURIComponent(this.VersionID)}` : '';
    return { ...super.getHeaders(), 'x-amz-copy-source': source + version };
  }
}
