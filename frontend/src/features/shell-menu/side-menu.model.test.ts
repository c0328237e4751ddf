import type { PageId } from '@contract/generated/api';
import type { NavEntry } from '../../shared/manifest/feature-manifest';
import { buildSideMenu, isCurrentEntry } from './side-menu.model';

const Icon = () => null;
const entry = (id: string, section: NavEntry['section'], order: number, page?: PageId): NavEntry => ({
  id,
  label: id,
  to: `/${id}`,
  icon: Icon,
  section,
  order,
  ...(page ? { page } : {}),
});
const entries = [
  entry('buckets', 'main', 20, '/buckets'),
  entry('dashboard', 'main', 10, '/dashboard'),
  entry('tools', 'tools', 100, '/tools'),
  entry('heal', 'tools', 110, '/heal'),
  entry('tenants', 'operator', 200, '/tenants'),
  entry('license', 'support', 300, '/license'),
  entry('documentation', 'support', 310),
];
const ids = (pages: string[]) =>
  buildSideMenu(entries, pages).map((section) => [section.id, section.entries.map((e) => e.id)]);

describe('buildSideMenu', () => {
  it('shows the entries whose page the session lists, in order, and always Documentation', () => {
    expect(ids(['/buckets', '/dashboard', '/license'])).toEqual([
      ['main', ['dashboard', 'buckets']],
      ['support', ['license', 'documentation']],
    ]);
    expect(ids([])).toEqual([['support', ['documentation']]]);
  });

  it('keeps Heal in the Tools group when the session lists it', () => {
    expect(ids(['/tools', '/heal'])).toEqual([
      ['tools', ['tools', 'heal']],
      ['support', ['documentation']],
    ]);
  });

  it('moves License and Documentation into the Operator group when tenants are allowed', () => {
    expect(ids(['/tenants', '/license'])).toEqual([['operator', ['tenants', 'license', 'documentation']]]);
  });
});

describe('isCurrentEntry', () => {
  it('matches the entry’s path and what lies below it, never an external page', () => {
    const buckets = entry('buckets', 'main', 1);
    expect(isCurrentEntry(buckets, '/buckets')).toBe(true);
    expect(isCurrentEntry(buckets, '/buckets/photos/browse')).toBe(true);
    expect(isCurrentEntry(buckets, '/buckets-old')).toBe(false);
    expect(isCurrentEntry({ ...buckets, external: true }, '/buckets')).toBe(false);
  });
});
