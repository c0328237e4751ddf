import { outboundPolicyOf } from '../../platform/net/outbound-policy';
import { operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import type { BucketFeatureDeps } from '../../platform/feature-deps';
import { replicateBuckets } from './multi-bucket-replication';
import { listRemoteBucketNames, remoteEndpointOf, requireReplicationAllowed } from './remote-buckets';

/** The Set Multiple Bucket Replication wizard (spec 01 §4): remote buckets, then one rule per bucket pair. */
export function bucketReplicationOperations(deps: BucketFeatureDeps) {
  const endpoint = deps.config.minioServer;
  const outbound = outboundPolicyOf(deps.config, deps.logger);
  return operations({
    listRemoteBuckets: async ({ body: request, res }) => {
      await requireReplicationAllowed(userConnection(res, endpoint));
      const remote = remoteEndpointOf(outbound, request.targetURL, request.useTLS);
      const names = await listRemoteBucketNames(outbound, remote, request);
      return { buckets: names.map((name) => ({ name })) };
    },

    setMultiBucketReplication: async ({ body: request, res }) => {
      const answer = await replicateBuckets(userConnection(res, endpoint), request, outbound);
      deps.logger.info('bucket replication set up', {
        user: minioSessionOf(res).user,
        target: request.targetURL,
        buckets: answer.replicationState.map((entry) => ({
          bucket: entry.originBucket,
          failed: Boolean(entry.errorString),
        })),
      });
      return answer;
    },
  });
}
