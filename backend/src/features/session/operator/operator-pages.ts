import { operatorPages, type PageId } from '@contract/shared/permissions/pages';
import type { AccessQuestion } from '@platform/k8s/access-review';

/** What the token must be allowed (cluster-wide) before an operator page is listed in the session. */
export interface OperatorPageRequirement {
  readonly all?: readonly AccessQuestion[];
  readonly any?: readonly AccessQuestion[];
  /**
   * The page also works for a user whose RBAC covers only some namespaces: it is listed when the questions are all
   * allowed cluster-wide, or all allowed within one namespace the user works in.
   */
  readonly namespaced?: boolean;
}

const tenants = (verb: string): AccessQuestion => ({ verb, group: 'minio.min.io', resource: 'tenants' });
const listPvcs: AccessQuestion = { verb: 'list', group: '', resource: 'persistentvolumeclaims' };
const listDrives: AccessQuestion = { verb: 'list', group: 'direct.csi.min.io', resource: 'directcsidrives' };

/**
 * The Kubernetes calls behind each operator page (kubernetes.md §2.2), so a user never sees a page that would only
 * answer 403. Asked cluster-wide, since the pages list across all namespaces; the tenant pages also for a single
 * namespace (`namespaced`), because their calls fall back to the namespaces the user may work in (tenants-visible.ts).
 */
export const operatorPageRequirements: Readonly<Record<string, OperatorPageRequirement>> = {
  '/tenants': { all: [tenants('list')], namespaced: true },
  // The wizard creates the tenant's secrets before the tenant.
  '/tenants/add': { all: [tenants('create'), { verb: 'create', group: '', resource: 'secrets' }], namespaced: true },
  '/storage': { any: [listPvcs, listDrives] },
  '/storage/volumes': { all: [listPvcs] },
  '/storage/drives': { all: [listDrives] },
  // Shows the subscription state only; its own calls say what they need.
  '/license': {},
  '/namespaces/:tenantNamespace/tenants/:tenantName': { all: [tenants('get')], namespaced: true },
};

/**
 * Every distinct question the operator pages ask, for one batch of reviews: cluster-wide, and for the namespaced
 * pages also within each of `namespaces`.
 */
export function pageQuestions(namespaces: readonly string[] = []): AccessQuestion[] {
  const byKey = new Map<string, AccessQuestion>();
  for (const requirement of Object.values(operatorPageRequirements)) {
    const scopes = requirement.namespaced ? [undefined, ...namespaces] : [undefined];
    for (const question of [...(requirement.all ?? []), ...(requirement.any ?? [])]) {
      for (const namespace of scopes) {
        const scoped = namespace === undefined ? question : { ...question, namespace };
        byKey.set(questionKey(scoped), scoped);
      }
    }
  }
  return [...byKey.values()];
}

/**
 * The operator pages (in the shared order) whose requirements the answers satisfy — for a namespaced page, within
 * any one of `namespaces` too; unknown pages are left out.
 */
export function allowedOperatorPages(
  allowed: (question: AccessQuestion) => boolean,
  namespaces: readonly string[] = [],
): PageId[] {
  return operatorPages.filter((page) => {
    const requirement = operatorPageRequirements[page];
    if (!requirement) return false;
    if (satisfied(requirement, allowed)) return true;
    return (
      requirement.namespaced === true &&
      namespaces.some((namespace) => satisfied(requirement, (question) => allowed({ ...question, namespace })))
    );
  });
}

/** Whether some namespaced page is missing from `pages`: only then are the user's namespaces worth looking up. */
export function missesNamespacedPage(pages: readonly string[]): boolean {
  return Object.entries(operatorPageRequirements).some(
    ([page, requirement]) => requirement.namespaced === true && !pages.includes(page),
  );
}

function satisfied(requirement: OperatorPageRequirement, allowed: (question: AccessQuestion) => boolean): boolean {
  const all = requirement.all ?? [];
  const any = requirement.any ?? [];
  return all.every(allowed) && (any.length === 0 || any.some(allowed));
}

/** A stable key for one question. */
export function questionKey({ verb, group, resource, namespace }: AccessQuestion): string {
  return `${verb} ${resource}.${group} ${namespace ?? '*'}`;
}
