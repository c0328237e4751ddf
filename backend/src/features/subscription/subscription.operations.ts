import { ApiError } from '../../platform/errors/api-error';
import { operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import type { BucketFeatureDeps } from '../../platform/feature-deps';
import { checkLicence, isLicenceShaped } from './licence-token';
import { licenceFromService } from './subscription-service';
import { readSubnetLicence, writeSubnetLicence } from './subnet-licence';

/**
 * The licence page (spec 03 §2 "Licence page"): the subscription licence MinIO keeps in its `subnet`
 * configuration, checked offline against the provider's public key, and activation by licence key or by the
 * provider account's e-mail and password. Reading and writing MinIO's configuration takes the session's
 * `admin:ConfigUpdate`. Refresh and tenant activation (operator mode) are not built here.
 */
export function subscriptionOperations(deps: BucketFeatureDeps) {
  const endpoint = deps.config.minioServer;
  const publicKey = deps.config.subscriptionPublicKey;

  return operations({
    getSubscriptionInfo: async ({ res }) => {
      const licence = await readSubnetLicence(userConnection(res, endpoint));
      if (!licence) return { status: 'none' as const };
      return checkLicence(licence, publicKey);
    },

    validateSubscription: async ({ body, res }) => {
      const { license, email, password } = body;
      if (license !== undefined && (email !== undefined || password !== undefined)) {
        throw new ApiError(400, 'Give a licence key or an e-mail and password, not both', 'Send one of the two.');
      }
      let key: string;
      if (license !== undefined) {
        key = license.trim();
      } else if (email && password) {
        key = (await licenceFromService(deps.config.subscriptionServiceUrl, email, password)).trim();
      } else {
        throw new ApiError(
          400,
          'A licence key, or an e-mail and password, is required',
          'Missing: license or email and password',
        );
      }
      if (!isLicenceShaped(key))
        throw new ApiError(
          400,
          'This is not a licence key',
          'A licence key is a signed token (three dot-separated parts).',
        );
      const info = await checkLicence(key, publicKey);
      if (info.status === 'expired') {
        throw new ApiError(
          400,
          'This licence has expired',
          `It expired on ${info.expires_at?.slice(0, 10) ?? 'an unknown date'}.`,
        );
      }
      if (info.status !== 'valid') throw new ApiError(400, 'This licence key is not valid', info.problem ?? '');
      await writeSubnetLicence(userConnection(res, endpoint), key);
      deps.logger.info('subscription licence activated', {
        user: minioSessionOf(res).user,
        organization: info.organization,
      });
      return info;
    },
  });
}
