import { objectsStrings } from '@frontend/features/objects/objects.strings';
import { policiesStrings } from '@frontend/features/policies/policies.strings';
import { summaryStrings, lifecycleStrings } from '@frontend/features/bucket-admin/bucket-admin.strings';
import { replicationWizardStrings } from '@frontend/features/buckets/buckets.strings';
import { groupsStrings } from '@frontend/features/groups/groups.strings';
import { usersStrings } from '@frontend/features/users/users.strings';
import { Message } from './message';
import { registeredCatalogs, type Catalog } from './translated';

// The frontend compiles without Node's types; the test reads the source tree through these two calls only.
const { readdirSync } = jest.requireActual<{ readdirSync(dir: string, options: { recursive: true }): string[] }>(
  'node:fs',
);
const sourceRoot = (expect.getState().testPath ?? '').replace(/shared\/i18n\/[^/]+$/, '');
const stringsFiles = readdirSync(sourceRoot, { recursive: true }).filter((file) => file.endsWith('.strings.ts'));
const stringsModules = stringsFiles.map(
  (file) => [file, jest.requireActual<Record<string, unknown>>(`${sourceRoot}${file}`)] as const,
);

/** Arguments of every type the catalogues take, and a name that looks like i18next syntax. */
const samples: readonly unknown[] = ['alice', '', '{{1}} $t(title) <b>&', 0, 1, 2, 1234.5, true, false];

function argumentLists(arity: number): unknown[][] {
  if (arity === 0) return [[]];
  return argumentLists(arity - 1).flatMap((rest) => samples.map((sample) => [sample, ...rest]));
}

/** Where a catalogue's view says other than its English source, as `namespace:path`. */
function differences(english: Catalog, view: Record<string, unknown>, where: string): string[] {
  return Object.entries(english).flatMap(([key, value]) => {
    const read = view[key];
    if (value instanceof Message) return [];
    if (typeof value === 'function' && typeof read === 'function') {
      return argumentLists(value.length).flatMap((args) => {
        let expected: string;
        try {
          expected = (value as (...args: unknown[]) => string)(...args);
        } catch {
          return []; // not an argument of the function's type
        }
        const got: unknown = read(...args);
        return got === expected ? [] : [`${where}${key}(${args.map(String).join(', ')}): ${String(got)}`];
      });
    }
    if (typeof value === 'object' && !Array.isArray(value)) {
      return differences(value as Catalog, read as Record<string, unknown>, `${where}${key}.`);
    }
    return JSON.stringify(read) === JSON.stringify(value) ? [] : [`${where}${key}: ${JSON.stringify(read)}`];
  });
}

describe('the strings catalogues', () => {
  it('all go through i18next, each in a namespace of its own', () => {
    expect(stringsFiles.length).toBeGreaterThan(20);
    const views = new Set(registeredCatalogs().map((catalog) => catalog.view));
    const plain = stringsModules.flatMap(([file, exports]) =>
      Object.entries(exports)
        .filter(([, exported]) => !views.has(exported))
        .map(([name]) => `${file}: ${name}`),
    );
    expect(plain).toEqual([]);
    const namespaces = registeredCatalogs().map((catalog) => catalog.namespace);
    expect(namespaces.filter((name, index) => namespaces.indexOf(name) !== index)).toEqual([]);
  });

  it('read in English exactly as written, for arguments of every type', () => {
    const found = registeredCatalogs().flatMap(({ namespace, english, view }) =>
      differences(english, view as Record<string, unknown>, `${namespace}:`),
    );
    expect(found).toEqual([]);
  });

  it('say what the English functions they replace said', () => {
    expect([usersStrings.statusValue(true), usersStrings.statusValue(false)]).toEqual(['Enabled', 'Disabled']);
    expect([usersStrings.status(true), groupsStrings.status(false)]).toEqual(['Status: Enabled', 'Status: Disabled']);
    expect([usersStrings.selectedUsers(['alice', 'bob', 'carol']), usersStrings.selectedUsers([])]).toEqual([
      'Selected Users: alice, bob, carol',
      'Selected Users: ',
    ]);
    expect([1, 2].flatMap((users) => [1, 3].map((groups) => usersStrings.addedToGroups(users, groups)))).toEqual([
      '1 user added to 1 group',
      '1 user added to 3 groups',
      '2 users added to 1 group',
      '2 users added to 3 groups',
    ]);
    expect(groupsStrings.deleteWithMembers(1)).toMatch(/^It has 1 member; they will/);
    expect(groupsStrings.deleteWithMembers(2)).toMatch(/^It has 2 members; they will/);
    expect([objectsStrings.loadedCount(1234, true), objectsStrings.loadedCount(5, false)]).toEqual([
      '1,234 shown, more load as you scroll',
      '5 shown',
    ]);
    expect([objectsStrings.newPath.helper(''), objectsStrings.newPath.helper('photos/')]).toEqual([
      'Goes under the bucket root. Upload a file there to keep the folder.',
      'Goes under photos/. Upload a file there to keep the folder.',
    ]);
    expect([0, 1, 2].map((index) => policiesStrings.statementTitle(index, ['', 'ReadAll', undefined][index]))).toEqual([
      'Statement 1',
      'Statement 2: ReadAll',
      'Statement 3',
    ]);
    expect([policiesStrings.selectedEntity('user', 'alice'), policiesStrings.selectedEntity('group', 'ops')]).toEqual([
      'Selected User: alice',
      'Selected Group: ops',
    ]);
    expect([replicationWizardStrings.done(1), replicationWizardStrings.remoteBucketsLoaded(0)]).toEqual([
      'Replication set up for 1 bucket',
      '0 remote buckets found',
    ]);
    expect([summaryStrings.validity(1, 'days'), summaryStrings.validity(2, 'years')]).toEqual(['1 day', '2 years']);
    expect([0, 1, 4].map(summaryStrings.replicationRules)).toEqual([
      'Disabled',
      'Enabled (1 rule)',
      'Enabled (4 rules)',
    ]);
    expect([lifecycleStrings.days(1), lifecycleStrings.days(30)]).toEqual(['1 day', '30 days']);
  });
});
