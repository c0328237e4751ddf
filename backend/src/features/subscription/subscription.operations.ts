import type { Schema } from '@contract/shared/contract-types';
import { ApiError } from '../../platform/errors/api-error';
import type { K8sClientFactory } from '../../platform/k8s/k8s-clients';
import { jwtServiceAccountNamespace } from '../../platform/k8s/jwt-claims';
import { k8sClientsOf } from '../../platform/k8s/k8s-session';
import { operations } from '../../platform/operations/operation-table';
import { sessionOf } from '../../platform/session/session-context';
import type { BucketFeatureDeps } from '../../platform/feature-deps';
import { attachTenantLicence } from '../tenants/tenant-licence';
import { checkLicence, isLicenceShaped } from './licence-token';
import { licenceStoreOf } from './licence-store';
import { licenceFromService, refreshedLicence } from './subscription-service';

type SubscriptionInfo = Schema<'SubscriptionInfo'>;

/**
 * The licence page (spec 03 §2 "Licence page"): the subscription licence, checked offline against the provider's
 * public key, activation by licence key or by the provider account's e-mail and password, and — operator mode —
 * Refresh (the provider's current version of the licence) and attaching it to a tenant. The licence is kept in
 * MinIO's `subnet` configuration (console mode, `admin:ConfigUpdate`) or in a Secret (operator mode, see
 * licence-store.ts), always as the session's user.
 */
export function subscriptionOperations(deps: BucketFeatureDeps, k8s: K8sClientFactory) {
  const publicKey = deps.config.subscriptionPublicKey;
  const serviceUrl = deps.config.subscriptionServiceUrl;

  /** Checks a key and keeps it when valid; what is refused is a 400 that says why, and nothing is kept. */
  async function keep(res: Parameters<typeof sessionOf>[0], key: string): Promise<SubscriptionInfo> {
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
    await licenceStoreOf(res, deps.config, k8s).write(key);
    deps.logger.info('subscription licence activated', {
      user: userOf(res),
      organization: info.organization,
    });
    return info;
  }

  return operations({
    getSubscriptionInfo: async ({ res }) => {
      const licence = await licenceStoreOf(res, deps.config, k8s).read();
      if (!licence) return { status: 'none' as const };
      return checkLicence(licence, publicKey);
    },

    validateSubscription: async ({ body, res }) => {
      const { license, email, password } = body;
      if (license !== undefined && (email !== undefined || password !== undefined)) {
        throw new ApiError(400, 'Give a licence key or an e-mail and password, not both', 'Send one of the two.');
      }
      if (license !== undefined) return keep(res, license.trim());
      if (email && password) return keep(res, (await licenceFromService(serviceUrl, email, password)).trim());
      throw new ApiError(
        400,
        'A licence key, or an e-mail and password, is required',
        'Missing: license or email and password',
      );
    },

    refreshSubscription: async ({ res }) => {
      requireOperator(res);
      const current = await licenceStoreOf(res, deps.config, k8s).read();
      if (!current) throw new ApiError(409, 'There is no licence to refresh', 'Activate the product first.');
      return keep(res, (await refreshedLicence(serviceUrl, current)).trim());
    },

    activateTenantSubscription: async ({ params: { namespace, tenant }, res }) => {
      const clients = k8sClientsOf(res, k8s);
      const licence = await licenceStoreOf(res, deps.config, k8s).read();
      if (!licence) throw new ApiError(409, 'The console has no licence to attach', 'Activate the product first.');
      const info = await checkLicence(licence, publicKey);
      if (info.status !== 'valid') {
        throw new ApiError(409, "The console's licence is not valid", info.problem ?? `Its status is ${info.status}.`);
      }
      await attachTenantLicence(clients, namespace, tenant, licence);
      deps.logger.info('subscription licence attached to tenant', { user: userOf(res), namespace, tenant });
    },
  });
}

/** Refresh is an operator-mode action (spec 03 §1). */
function requireOperator(res: Parameters<typeof sessionOf>[0]): void {
  if (sessionOf(res).kind !== 'operator') {
    throw new ApiError(400, 'Only available in operator mode', 'Refreshing the licence needs operator mode.');
  }
}

/** Who acted, for the log: the MinIO user; an operator by their service account's namespace (never the token). */
function userOf(res: Parameters<typeof sessionOf>[0]): string {
  const session = sessionOf(res);
  if (session.kind === 'minio') return session.user;
  return `a service account of namespace ${jwtServiceAccountNamespace(session.jwt) ?? 'unknown'}`;
}
