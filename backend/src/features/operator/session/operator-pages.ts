import { operatorPages } from '../../../../api/shared/permissions/pages';
import type { AccessQuestion } from '../../../platform/k8s/access-review';

/** What the token must be allowed (cluster-wide) before an operator page is listed in the session. */
export interface OperatorPageRequirement {
  readonly all?: readonly AccessQuestion[];
  readonly any?: readonly AccessQuestion[];
}

const tenants = (verb: string): AccessQuestion => ({ verb, group: 'minio.min.io', resource: 'tenants' });
const listPvcs: AccessQuestion = { verb: 'list', group: '', resource: 'persistentvolumeclaims' };
const listDrives: AccessQuestion = { verb: 'list', group: 'direct.csi.min.io', resource: 'directcsidrives' };

/**
 * The Kubernetes calls behind each operator page (kubernetes.md §2.2), so a user never sees a page that would only
 * answer 403. Cluster-wide on purpose: the pages list across all namespaces.
 */
export const operatorPageRequirements: Readonly<Record<string, OperatorPageRequirement>> = {
  '/tenants': { all: [tenants('list')] },
  // The wizard creates the tenant's secrets before the tenant.
  '/tenants/add': { all: [tenants('create'), { verb: 'create', group: '', resource: 'secrets' }] },
  '/storage': { any: [listPvcs, listDrives] },
  '/storage/volumes': { all: [listPvcs] },
  '/storage/drives': { all: [listDrives] },
  // Shows the subscription state only; its own calls say what they need.
  '/license': {},
  '/namespaces/:tenantNamespace/tenants/:tenantName': { all: [tenants('get')] },
};

/** Every distinct question the operator pages ask, for one batch of reviews. */
export function pageQuestions(): AccessQuestion[] {
  const byKey = new Map<string, AccessQuestion>();
  for (const requirement of Object.values(operatorPageRequirements)) {
    for (const question of [...(requirement.all ?? []), ...(requirement.any ?? [])]) {
      byKey.set(questionKey(question), question);
    }
  }
  return [...byKey.values()];
}

/** The operator pages (in the shared order) whose requirements the answers satisfy; unknown pages are left out. */
export function allowedOperatorPages(allowed: (question: AccessQuestion) => boolean): string[] {
  return operatorPages.filter((page) => {
    const requirement = operatorPageRequirements[page];
    if (!requirement) return false;
    const all = requirement.all ?? [];
    const any = requirement.any ?? [];
    return all.every(allowed) && (any.length === 0 || any.some(allowed));
  });
}

/** A stable key for one question. */
export function questionKey({ verb, group, resource, namespace }: AccessQuestion): string {
  return `${verb} ${resource}.${group} ${namespace ?? '*'}`;
}
