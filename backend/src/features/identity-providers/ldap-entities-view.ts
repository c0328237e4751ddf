import type { components } from '@contract/generated/api';
import type { PolicyEntities } from '../../platform/minio/admin/policy-mappings';

/** MinIO's policy-entities answer in the v1.7.6 console's shape (`users`, `groups`, `policies`), lists never null. */
export function entitiesView(entities: PolicyEntities): components['schemas']['LdapEntities'] {
  return {
    timestamp: entities.timestamp,
    users: (entities.userMappings ?? []).map((mapping) => ({ user: mapping.user, policies: [...mapping.policies] })),
    groups: (entities.groupMappings ?? []).map((mapping) => ({
      group: mapping.group,
      policies: [...mapping.policies],
    })),
    policies: (entities.policyMappings ?? []).map((mapping) => ({
      policy: mapping.policy,
      users: [...(mapping.users ?? [])],
      groups: [...(mapping.groups ?? [])],
    })),
  };
}
