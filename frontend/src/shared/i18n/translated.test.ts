import { i18n } from './i18n-instance';
import { message, plural } from './message';
import { translated } from './translated';

const strings = translated('test-users', {
  title: 'Users',
  help: ['First paragraph.', 'Second paragraph.'],
  tabs: { groups: 'Groups' },
  created: (name: string) => `User '${name}' created`,
  deleteWithMembers: plural({ one: 'It has {{count}} member', other: 'It has {{count}} members' }),
  status: message((enabled: boolean) => ({ context: String(enabled) }), { true: 'On', false: 'Off' }),
});

afterEach(async () => {
  await i18n.changeLanguage('en-US');
  i18n.removeResourceBundle('de', 'test-users');
});

describe('translated strings', () => {
  it('register their English with i18next, one key per property path', () => {
    expect(i18n.getResourceBundle('en', 'test-users')).toEqual({
      title: 'Users',
      help: ['First paragraph.', 'Second paragraph.'],
      tabs: { groups: 'Groups' },
      created: "User '{{0}}' created",
      deleteWithMembers_one: 'It has {{count}} member',
      deleteWithMembers_other: 'It has {{count}} members',
      status_true: 'On',
      status_false: 'Off',
    });
  });

  it('read as the English they were written in', () => {
    expect(strings.title).toBe('Users');
    expect(strings.help).toEqual(['First paragraph.', 'Second paragraph.']);
    expect(strings.tabs.groups).toBe('Groups');
    expect(strings.created('alice')).toBe("User 'alice' created");
    expect([strings.deleteWithMembers(1), strings.deleteWithMembers(3)]).toEqual([
      'It has 1 member',
      'It has 3 members',
    ]);
    expect([strings.status(true), strings.status(false)]).toEqual(['On', 'Off']);
  });

  it('read from the current language, falling back to English key by key', async () => {
    i18n.addResourceBundle('de', 'test-users', {
      title: 'Benutzer',
      tabs: { groups: 'Gruppen' },
      created: "Benutzer '{{0}}' angelegt",
      deleteWithMembers_one: 'Sie hat {{count}} Mitglied',
      deleteWithMembers_other: 'Sie hat {{count}} Mitglieder',
      status_true: 'An',
    });
    await i18n.changeLanguage('de-DE');
    expect(strings.title).toBe('Benutzer');
    expect(strings.tabs.groups).toBe('Gruppen');
    expect(strings.created('alice')).toBe("Benutzer 'alice' angelegt");
    expect(strings.deleteWithMembers(3)).toBe('Sie hat 3 Mitglieder');
    expect([strings.status(true), strings.status(false)]).toEqual(['An', 'Off']);
    expect(strings.help).toEqual(['First paragraph.', 'Second paragraph.']);

    i18n.addResourceBundle('de', 'test-users', { title: 'Nutzer' }, true, true);
    expect(strings.title).toBe('Nutzer');
  });

  it('place an argument as it is, never reading it as a placeholder or a nested key', () => {
    expect(strings.created('{{0}} $t(title) <b>&')).toBe("User '{{0}} $t(title) <b>&' created");
  });

  it('refuse a function that does more than place its arguments', () => {
    expect(() => translated('test-list', { selected: (names: readonly string[]) => names.join(', ') })).toThrow(
      'test-list:selected does more than place its arguments: declare it with message()',
    );
  });

  it('refuse two values under one key', () => {
    expect(() =>
      translated('test-twice', { days_one: 'day', days: plural({ one: '{{count}} day', other: '{{count}} days' }) }),
    ).toThrow("test-twice:days_one: a key must be unique and free of '.'");
  });
});
