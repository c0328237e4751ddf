import {
  editedTarget,
  emptyTargetForm,
  formOfStored,
  MASK,
  takenNameProblem,
  targetFormProblems,
  toKeyValues,
} from './notification-form.rules';

const filled = (values: Record<string, string>, name = 'primary') => ({ name, values });

describe('notification target form rules', () => {
  it('marks the required fields of a new target, the password among them', () => {
    const problems = targetFormProblems('postgres', emptyTargetForm('postgres'));
    expect(Object.keys(problems).sort()).toEqual(['dbname', 'host', 'name', 'password', 'table', 'user']);
    expect(problems['password']).toBe('Field cannot be empty');
  });

  it('checks numbers, durations, identifiers and addresses given without their scheme', () => {
    const form = filled(
      {
        ...emptyTargetForm('mqtt').values,
        broker: '127.0.0.1:1883',
        topic: 't',
        queue_limit: 'ten',
        keep_alive_interval: 'soon',
      },
      'a b',
    );
    expect(targetFormProblems('mqtt', form)).toEqual({
      name: 'Only letters, digits, dot, dash and underscore',
      broker: 'Give the address with its scheme, for example http://host:port/path',
      queue_limit: 'Enter a whole number, 0 or more',
      keep_alive_interval: 'Enter a duration such as 30s, 5m or 1h',
    });
  });

  it('joins a PostgreSQL connection string and a MySQL DSN, leaving empty values out', () => {
    const pg = filled({
      ...emptyTargetForm('postgres').values,
      host: 'db',
      dbname: 'ev',
      user: 'u',
      password: 'p w',
      table: 't',
    });
    expect(toKeyValues('postgres', pg)).toEqual([
      { key: 'connection_string', value: "host=db port=5432 dbname=ev user=u password='p w' sslmode=disable" },
      { key: 'table', value: 't' },
      { key: 'format', value: 'namespace' },
      // The form's default queue limit (spec 03 §9).
      { key: 'queue_limit', value: '10000' },
    ]);
    const my = filled({
      ...emptyTargetForm('mysql').values,
      host: 'db',
      dbname: 'ev',
      user: 'u',
      password: 'p',
      table: 't',
      queue_limit: '5',
    });
    expect(toKeyValues('mysql', my)).toEqual([
      { key: 'dsn_string', value: 'u:p@tcp(db:3306)/ev' },
      { key: 'table', value: 't' },
      { key: 'format', value: 'namespace' },
      { key: 'queue_limit', value: '5' },
    ]);
  });

  it('reads a stored target back and asks for the password again only when the masked connection changes', () => {
    const stored = [
      { key: 'connection_string', value: `host=db port=5432 dbname=ev user=u password=${MASK} sslmode=disable` },
      { key: 'table', value: 't' },
      { key: 'format', value: 'access' },
    ];
    const form = formOfStored('postgres', 'primary', stored);
    expect(form.values).toMatchObject({ host: 'db', password: MASK, table: 't', format: 'access' });
    expect(toKeyValues('postgres', form)[0]).toEqual(stored[0]);
    expect(targetFormProblems('postgres', form, stored)).toEqual({});
    const moved = { ...form, values: { ...form.values, host: 'db2' } };
    expect(targetFormProblems('postgres', moved, stored)).toEqual({
      password: 'The stored password is hidden: enter it again to change this connection',
    });
    const my = formOfStored('mysql', 'm', [{ key: 'dsn_string', value: `u:${MASK}@tcp(db:3307)/ev` }]);
    expect(my.values).toMatchObject({ user: 'u', password: MASK, host: 'db', port: '3307', dbname: 'ev' });
  });

  it('keeps a stored secret of an edited target when its field is left masked', () => {
    const stored = [
      { key: 'endpoint', value: 'http://h/p' },
      { key: 'auth_token', value: MASK },
    ];
    const form = formOfStored('webhook', 'w', stored);
    expect(targetFormProblems('webhook', form, stored)).toEqual({});
    expect(toKeyValues('webhook', form)).toEqual(stored);
  });

  it('refuses a new target the identifier of one the server runs for the same service, which saving would replace', () => {
    const running = [
      { service: 'postgres', account_id: 'primary' },
      { service: 'redis', account_id: 'cache' },
    ];
    expect(takenNameProblem('postgres', 'primary', running)).toBe(
      'postgres:primary exists already: edit it from the list instead of replacing it here',
    );
    expect(takenNameProblem('postgres', 'cache', running)).toBeUndefined();
    expect(takenNameProblem('postgres', 'other', [])).toBeUndefined();
  });
  it('sends an edit with what it opened with, a part left alone as the server answered it', () => {
    // Stored by another client: the same connection in another order than the form writes it.
    const stored = [
      {
        key: 'connection_string',
        value: `user=minio password=${MASK} host=db port=5432 dbname=events sslmode=disable`,
      },
      { key: 'table', value: 'events' },
      { key: 'format', value: 'namespace' },
    ];
    const opened = formOfStored('postgres', 'primary', stored);
    const untouched = editedTarget('postgres', opened, { form: opened, stored });
    expect(untouched).toEqual({ keyValues: stored, previous: stored });

    const changed = editedTarget(
      'postgres',
      { ...opened, values: { ...opened.values, table: 'other' } },
      {
        form: opened,
        stored,
      },
    );
    expect(changed.keyValues).toEqual([stored[0], { key: 'table', value: 'other' }, stored[2]]);
  });

  it('sends an optional field the user emptied as cleared, and leaves alone one that was empty already', () => {
    const stored = [
      { key: 'endpoint', value: 'http://hooks.example/in' },
      { key: 'queue_dir', value: '/var/queue' },
      { key: 'queue_limit', value: '100' },
      { key: 'comment', value: '' },
    ];
    const opened = formOfStored('webhook', 'primary', stored);
    const emptied = { ...opened, values: { ...opened.values, queue_dir: '', queue_limit: ' ' } };
    const saved = editedTarget('webhook', emptied, { form: opened, stored });
    expect(saved.keyValues).toEqual([
      { key: 'endpoint', value: 'http://hooks.example/in' },
      { key: 'queue_dir', value: '' },
      { key: 'queue_limit', value: '' },
    ]);
  });
});
