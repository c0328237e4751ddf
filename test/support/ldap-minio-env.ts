import type { LdapServer } from '../world/state';

/** MinIO's identity_ldap settings (environment) for the test world's seeded slapd directory. */
export function ldapMinioEnv(ldap: LdapServer): Record<string, string> {
  return {
    MINIO_IDENTITY_LDAP_SERVER_ADDR: ldap.address,
    MINIO_IDENTITY_LDAP_SERVER_INSECURE: 'on',
    MINIO_IDENTITY_LDAP_LOOKUP_BIND_DN: ldap.adminDn,
    MINIO_IDENTITY_LDAP_LOOKUP_BIND_PASSWORD: ldap.adminPassword,
    MINIO_IDENTITY_LDAP_USER_DN_SEARCH_BASE_DN: ldap.usersDn,
    MINIO_IDENTITY_LDAP_USER_DN_SEARCH_FILTER: '(uid=%s)',
    MINIO_IDENTITY_LDAP_GROUP_SEARCH_BASE_DN: ldap.groupsDn,
    MINIO_IDENTITY_LDAP_GROUP_SEARCH_FILTER: '(&(objectclass=groupOfNames)(member=%d))',
  };
}
