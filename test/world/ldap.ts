import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { debianTools, ensureDebianTools } from './install';
import { freePort } from './ports';
import { ManagedProcess } from './processes';
import type { LdapServer } from './state';
import { tcpOk } from './tcp-probe';

const BASE_DN = 'dc=example,dc=org';

/** The seeded directory: people with passwords, groups of them (groupOfNames). */
const PEOPLE = ['alice', 'bob', 'carol'] as const;
const GROUPS = { writers: ['alice'], readers: ['bob', 'alice'] } as const;

/**
 * Starts Debian's OpenLDAP server (slapd) on a free 127.0.0.1 port with its own slapd.conf and an mdb database
 * seeded offline with slapadd: an admin bind DN (the rootdn), users `uid=<name>,ou=people,…` with passwords and
 * groups `cn=<name>,ou=groups,…` listing their members.
 */
export async function startLdap(options: {
  runDir: string;
  logDir: string;
}): Promise<{ state: LdapServer; process: ManagedProcess }> {
  ensureDebianTools([debianTools.slapd, debianTools.slapadd]);
  const dir = join(options.runDir, 'ldap');
  const dataDir = join(dir, 'data');
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const adminDn = `cn=admin,${BASE_DN}`;
  const adminPassword = randomBytes(12).toString('base64url');
  const passwords = Object.fromEntries(PEOPLE.map((name) => [name, `${name}-${randomBytes(6).toString('hex')}`]));
  const configFile = join(dir, 'slapd.conf');
  writeFileSync(
    configFile,
    [
      ...['core', 'cosine', 'inetorgperson', 'nis'].map((schema) => `include /etc/ldap/schema/${schema}.schema`),
      `pidfile ${join(dir, 'slapd.pid')}`,
      'modulepath /usr/lib/ldap',
      'moduleload back_mdb',
      'database mdb',
      `suffix "${BASE_DN}"`,
      `rootdn "${adminDn}"`,
      `rootpw ${adminPassword}`,
      `directory ${dataDir}`,
      'maxsize 104857600',
      // Users may bind with their own password; nobody reads passwords; the rest is readable once bound.
      'access to attrs=userPassword by self =xw by anonymous auth by * none',
      'access to * by users read by * none',
      '',
    ].join('\n'),
    { mode: 0o600 },
  );
  const entries = [
    `dn: ${BASE_DN}\nobjectClass: dcObject\nobjectClass: organization\no: Example\ndc: example`,
    `dn: ou=people,${BASE_DN}\nobjectClass: organizationalUnit\nou: people`,
    `dn: ou=groups,${BASE_DN}\nobjectClass: organizationalUnit\nou: groups`,
    ...PEOPLE.map(
      (name) =>
        `dn: uid=${name},ou=people,${BASE_DN}\nobjectClass: inetOrgPerson\nuid: ${name}\ncn: ${name}\nsn: ${name}\n` +
        `mail: ${name}@example.org\nuserPassword: ${passwords[name]}`,
    ),
    ...Object.entries(GROUPS).map(
      ([group, members]) =>
        `dn: cn=${group},ou=groups,${BASE_DN}\nobjectClass: groupOfNames\ncn: ${group}\n` +
        members.map((member) => `member: uid=${member},ou=people,${BASE_DN}`).join('\n'),
    ),
  ];
  const ldif = join(dir, 'seed.ldif');
  writeFileSync(ldif, `${entries.join('\n\n')}\n`);
  const seeded = spawnSync(debianTools.slapadd.path, ['-f', configFile, '-l', ldif], { encoding: 'utf8' });
  if (seeded.status !== 0) throw new Error(`slapadd failed: ${seeded.stderr}`);
  const slapd = new ManagedProcess({
    name: 'slapd',
    command: debianTools.slapd.path,
    // -d keeps it in the foreground (its log goes to the log file); stats logs binds and searches.
    args: ['-f', configFile, '-h', `ldap://127.0.0.1:${port}/`, '-d', 'stats'],
    logDir: options.logDir,
  });
  await slapd.waitUntil(() => tcpOk(port), 30_000);
  const state: LdapServer = {
    address: `127.0.0.1:${port}`,
    port,
    baseDn: BASE_DN,
    adminDn,
    adminPassword,
    usersDn: `ou=people,${BASE_DN}`,
    groupsDn: `ou=groups,${BASE_DN}`,
    users: Object.fromEntries(
      PEOPLE.map((name) => [name, { dn: `uid=${name},ou=people,${BASE_DN}`, password: passwords[name]! }]),
    ),
    groups: Object.fromEntries(Object.keys(GROUPS).map((group) => [group, `cn=${group},ou=groups,${BASE_DN}`])),
    logFile: slapd.logFile,
  };
  return { state, process: slapd };
}
