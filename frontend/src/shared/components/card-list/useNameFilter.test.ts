import { filterByName } from './useNameFilter';

const items = [{ name: 'alpha-logs' }, { name: 'Beta-Logs' }, { name: 'gamma' }];
const names = (filter: string) => filterByName(items, filter).map((item) => item.name);

describe('filter by name', () => {
  it('keeps the names containing the filter, ignoring case and the spaces around it', () => {
    expect(names('LOGS')).toEqual(['alpha-logs', 'Beta-Logs']);
    expect(names('  beta ')).toEqual(['Beta-Logs']);
    expect(names('a-l')).toEqual(['alpha-logs', 'Beta-Logs']);
  });

  it('lets everything through when blank, and nothing when no name contains it', () => {
    expect(names('')).toEqual(['alpha-logs', 'Beta-Logs', 'gamma']);
    expect(names('   ')).toEqual(['alpha-logs', 'Beta-Logs', 'gamma']);
    expect(names('delta')).toEqual([]);
  });
});
