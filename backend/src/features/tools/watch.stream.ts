import { withS3 } from '../../platform/minio/s3/s3-client';
import type { Schema } from '@contract/shared/contract-types';
import { ApiError } from '../../platform/errors/api-error';

import { listenBucketNotification } from '../../platform/minio/s3/listen-notifications';
import { stringParam, type StreamContext, type StreamRoute } from '../../platform/ws/stream-route';

/** What the Watch tool shows: objects written, removed and read. */
const EVENTS = ['s3:ObjectCreated:*', 's3:ObjectRemoved:*', 's3:ObjectAccessed:*'];

/** `/ws/watch/{bucket}`: a bucket's object events (spec 03 §2 Watch), for an existing bucket only. */
export const watchStream: StreamRoute = {
  operationId: 'streamBucketEvents',
  async check(context) {
    const bucket = bucketOf(context);
    if (!(await withS3(context.connection, (s3) => s3.bucketExists(bucket)))) {
      throw new ApiError(400, 'Bucket not found', `The bucket ${bucket} does not exist, so it cannot be watched`);
    }
  },
  async *messages(context): AsyncGenerator<Schema<'WatchEvent'>> {
    const records = await listenBucketNotification(context.connection, {
      bucket: bucketOf(context),
      prefix: stringParam(context, 'prefix') ?? '',
      suffix: stringParam(context, 'suffix') ?? '',
      events: EVENTS,
      signal: context.signal,
    });
    for await (const record of records) {
      yield {
        time: record.eventTime,
        type: record.eventName,
        path: safeDecode(record.s3.object.key),
        ...(record.s3.object.size !== undefined ? { size: record.s3.object.size } : {}),
      };
    }
  },
};

function bucketOf(context: StreamContext): string {
  return stringParam(context, 'bucket') ?? '';
}

/** Keys come URL-encoded (with `+` for spaces), as in AWS event messages. */
function safeDecode(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '));
  } catch {
    return key;
  }
}
