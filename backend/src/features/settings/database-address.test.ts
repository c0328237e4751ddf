import { databaseAddressOf } from './database-address';

describe('databaseAddressOf', () => {
  it.each([
    [
      'connection_string',
      'host=db.example.com port=6543 user=u password=p dbname=d sslmode=disable',
      'db.example.com:6543',
    ],
    ['connection_string', "user=u password='a b' dbname=d", 'localhost:5432'],
    ['connection_string', 'host=::ffff:7f00:1 port=5433 user=u dbname=d', '[::ffff:7f00:1]:5433'],
    ['connection_string', 'postgres://u:p@10.0.0.5:5433/d?sslmode=disable', '10.0.0.5:5433'],
    ['dsn_string', 'u:p@tcp(10.1.2.3:3307)/events', '10.1.2.3:3307'],
    ['dsn_string', 'u:p@tcp(db.example.com)/events', 'db.example.com:3306'],
    ['dsn_string', 'u:p@/events', '127.0.0.1:3306'],
    ['dsn_string', 'u:p@unix(/run/mysqld.sock)/events', undefined],
    ['table', 'host=10.0.0.1', undefined],
  ])('%s %s → %s', (key, value, expected) => {
    expect(databaseAddressOf(key, value)).toBe(expected);
  });
});
