import { operatorPages } from '@contract/shared/permissions/pages';
import { quantityToBytes } from '@platform/k8s/quantity';
import { allowedOperatorPages, operatorPageRequirements } from './operator-pages';

describe('operator pages', () => {
  it('has a Kubernetes requirement for every operator page', () => {
    expect(Object.keys(operatorPageRequirements).sort()).toEqual([...operatorPages].sort());
  });

  it('lists only pages whose every question is allowed', () => {
    const onlyPvcs = allowedOperatorPages((q) => q.resource === 'persistentvolumeclaims');
    expect(onlyPvcs).toEqual(['/storage', '/storage/volumes', '/license']);
  });

  it('lists the tenant pages for rights within one namespace, not for cluster-wide pages', () => {
    const inTeam = (q: { namespace?: string; resource: string }) => q.namespace === 'team' && q.resource !== 'pvc';
    const pages = allowedOperatorPages(inTeam, ['other', 'team']);
    expect(pages).toEqual(expect.arrayContaining(['/tenants', '/tenants/add']));
    expect(pages).not.toContain('/storage/volumes');
    expect(allowedOperatorPages(inTeam, ['other'])).toEqual(['/license']);
  });
});

describe('quantityToBytes', () => {
  it.each([
    ['1Gi', 2 ** 30],
    ['500M', 5e8],
    ['1073741824', 2 ** 30],
    ['1.5Ki', 1536],
    ['10m', undefined],
    [undefined, undefined],
  ])('%s → %s', (text, bytes) => {
    expect(quantityToBytes(text)).toBe(bytes);
  });
});
