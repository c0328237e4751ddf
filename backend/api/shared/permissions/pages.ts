import type { PageId } from '../../generated/api';
import { canAll, canAny } from './can';

export type { PageId };
import type { IamPolicy } from './iam-policy';

/**
 * What a shell route (spec 01 §2) needs before the session lists it in `pages`. One table for the whole product:
 * the backend computes `pages` from it and the frontend's menu and routes follow `pages`.
 */
export interface PageRequirement {
  /** Every one of these actions (any resource). */
  readonly all?: readonly string[];
  /** At least one of these actions (any resource). */
  readonly any?: readonly string[];
  /** Only in an erasure-coded (distributed) deployment. */
  readonly distributed?: boolean;
  /** Only in a single-drive deployment (healing from the menu is hidden in a distributed setup: spec 02 §2). */
  readonly notDistributed?: boolean;
  /** Only when the session has this feature (for example `log-search`). */
  readonly feature?: string;
  /** Only for sessions that logged in with long-term keys of an IAM user (not root, not SSO or LDAP). */
  readonly ownPassword?: boolean;
}

// MinIO lists the buckets a user has any permission on, so any common bucket action opens the buckets pages
// (MinIO's own `readonly` policy grants only GetBucketLocation and GetObject).
const bucketsList = {
  any: ['s3:ListAllMyBuckets', 's3:ListBucket', 's3:GetBucketLocation', 's3:GetObject', 's3:PutObject'],
};
const users = { all: ['admin:ListUsers'] };
const groups = { all: ['admin:ListGroups'] };
const policies = { any: ['admin:ListUserPolicies', 'admin:GetPolicy', 'admin:CreatePolicy'] };
const config = { all: ['admin:ConfigUpdate'] };
const tiers = { any: ['admin:ListTier', 'admin:SetTier'] };
const tools = {
  any: ['admin:ServerTrace', 'admin:ConsoleLog', 'admin:OBDInfo', 'admin:Heal', 's3:ListenBucketNotification'],
};

/** Console-mode routes, in the order the menu and the "first permitted route" rule use. */
export const consolePages: Readonly<Partial<Record<PageId, PageRequirement>>> = {
  '/dashboard': { all: ['admin:ServerInfo'] },
  '/metrics': { all: ['admin:ServerInfo'] },
  '/buckets': bucketsList,
  '/buckets/*': bucketsList,
  '/users': users,
  '/users/:userName+': users,
  '/groups': groups,
  '/groups/:groupName+': groups,
  // Every user may manage their own access keys; MinIO checks the rest.
  '/account': {},
  '/account/change-password': { ownPassword: true },
  '/policies': policies,
  '/policies/*': policies,
  '/settings': config,
  '/settings/:option': config,
  '/notification-endpoints': config,
  '/notification-endpoints/add': config,
  '/notification-endpoints/add/:service': config,
  '/tiers': tiers,
  '/tiers/add': { all: ['admin:SetTier'] },
  '/tiers/add/:service': { all: ['admin:SetTier'] },
  // Identity providers: MinIO guards its IDP-config API with ConfigUpdate; the LDAP entity page lists and attaches.
  '/identity/idp/openid': config,
  '/identity/idp/openid/add': config,
  '/identity/idp/openid/:name': config,
  '/identity/ldap/configuration': config,
  '/identity/ldap/entities': { any: ['admin:ListUserPolicies', 'admin:AttachUserOrGroupPolicy'] },
  // MinIO's KMS API checks the kms:* actions.
  '/kms/status': { all: ['kms:Status'] },
  '/kms/keys': { all: ['kms:ListKeys'] },
  '/kms/keys/add': { all: ['kms:CreateKey'] },
  '/kms/keys/:keyName': { all: ['kms:KeyStatus'] },
  '/tools': tools,
  '/tools/watch': { all: ['s3:ListenBucketNotification'] },
  '/tools/heal': { all: ['admin:Heal'], distributed: true },
  // Spec 02 §2 hides the menu's Heal entry in a distributed setup, spec 03 §2 shows heal only there. MinIO decides:
  // heal repairs a drive from the others, and a single-drive server does not even register the heal API (426
  // "not supported in mode-server-xl-single"). So /heal, like /tools/heal, is for erasure setups of several drives.
  '/heal': { all: ['admin:Heal'], distributed: true },
  '/tools/trace': { all: ['admin:ServerTrace'] },
  '/tools/diagnostics': { all: ['admin:OBDInfo'] },
  '/tools/logs': { all: ['admin:ConsoleLog'] },
  '/tools/audit-logs': { all: ['admin:ConsoleLog'], feature: 'log-search' },
  '/license': {},
};

/** Operator-mode routes: Kubernetes RBAC narrows them (SelfSubjectAccessReview), not IAM. */
export const operatorPages: readonly PageId[] = [
  '/tenants',
  '/tenants/add',
  '/storage',
  '/storage/volumes',
  '/storage/drives',
  '/license',
  '/namespaces/:tenantNamespace/tenants/:tenantName',
];

export interface SessionFacts {
  readonly policy: IamPolicy | undefined;
  readonly distributedMode: boolean;
  readonly features: readonly string[];
  readonly ownPassword: boolean;
}

export function pageAllowed(requirement: PageRequirement, facts: SessionFacts): boolean {
  if (requirement.distributed && !facts.distributedMode) return false;
  if (requirement.notDistributed && facts.distributedMode) return false;
  if (requirement.feature && !facts.features.includes(requirement.feature)) return false;
  if (requirement.ownPassword && !facts.ownPassword) return false;
  if (requirement.all && !canAll(facts.policy, requirement.all)) return false;
  if (requirement.any && !canAny(facts.policy, requirement.any)) return false;
  return true;
}

/** The console-mode `pages` of a session. */
export function consolePagesFor(facts: SessionFacts): PageId[] {
  return (Object.entries(consolePages) as Array<[PageId, PageRequirement]>)
    .filter(([, requirement]) => pageAllowed(requirement, facts))
    .map(([path]) => path);
}
