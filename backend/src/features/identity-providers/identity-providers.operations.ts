import type { Config } from '../../config/config';
import { ApiError } from '../../platform/errors/api-error';
import type { Logger } from '../../platform/logging/logger';
import {
  deleteIdpConfig,
  getIdpConfig,
  listIdpConfigs,
  saveIdpConfig,
  type IdpConfigType,
} from '../../platform/minio/admin/idp-config';
import { associateLdapPolicies, policyEntities } from '../../platform/minio/admin/policy-mappings';
import { MinioError } from '../../platform/minio/errors';
import { outboundPolicyOf } from '../../platform/net/outbound-policy';
import { operations } from '../../platform/operations/operation-table';
import { minioSessionOf, userConnection } from '../../platform/session/session-context';
import { testIdpConnection } from './idp-connection-test';
import { admittedPairs, checkedPairs, configText, maskedInfo } from './idp-values';
import { entitiesView } from './ldap-entities-view';

/** LDAP has one configuration, MinIO's default target `_`. */
const LDAP_NAME = '_';

/**
 * Identity-provider pages (MinIO Console v1.7.6 /identity): OpenID configurations by name and the one LDAP
 * configuration through MinIO's IDP-config API, a connection test, and the LDAP policy entities. MinIO validates a
 * configuration before storing it and uses it only after a restart, which every change answer says.
 */
export function identityProvidersOperations(deps: { readonly config: Config; readonly logger: Logger }) {
  const endpoint = deps.config.minioServer;
  const outbound = outboundPolicyOf(deps.config, deps.logger);
  const nameFor = (type: IdpConfigType, name: string) => {
    if (type === 'ldap' && name !== LDAP_NAME) {
      throw new ApiError(400, 'LDAP has one configuration', `Its name is "${LDAP_NAME}".`);
    }
    return name;
  };
  const logChange = (res: Parameters<typeof minioSessionOf>[0], what: string, type: string, name: string) =>
    deps.logger.info(what, { user: minioSessionOf(res).user, type, name });

  return operations({
    listIdpConfigurations: async ({ params, res }) => {
      const connection = userConnection(res, endpoint);
      const list = await listIdpConfigs(connection, params.type);
      // MinIO always lists its default target `_`, disabled when nothing is set: that is no configuration.
      const unset = async (item: (typeof list)[number]) =>
        item.name === LDAP_NAME &&
        !item.enabled &&
        (await getIdpConfig(connection, params.type, item.name)).every((entry) => !entry.isCfg && !entry.isEnv);
      const shown = [];
      for (const item of list) if (!(await unset(item))) shown.push(item);
      return { results: shown.map((item) => ({ name: item.name, type: params.type, enabled: item.enabled })) };
    },

    getIdpConfiguration: async ({ params, res }) => {
      const info = await getIdpConfig(userConnection(res, endpoint), params.type, nameFor(params.type, params.name));
      return { name: params.name, type: params.type, info: maskedInfo(info) };
    },

    addIdpConfiguration: async ({ params, body, res }) => {
      const name = params.type === 'ldap' ? LDAP_NAME : body.name;
      nameFor(params.type, body.name);
      const pairs = await admittedPairs(outbound, params.type, checkedPairs(params.type, body.values, 'add'));
      const result = await saveIdpConfig(userConnection(res, endpoint), params.type, name, configText(pairs), 'add');
      logChange(res, 'identity provider added', params.type, name);
      return result;
    },

    updateIdpConfiguration: async ({ params, body, res }) => {
      const name = nameFor(params.type, params.name);
      const pairs = await admittedPairs(outbound, params.type, checkedPairs(params.type, body.values, 'update'));
      if (pairs.length === 0) throw new ApiError(400, 'Nothing to change', 'Send at least one setting.');
      const result = await saveIdpConfig(userConnection(res, endpoint), params.type, name, configText(pairs), 'update');
      logChange(res, 'identity provider changed', params.type, name);
      return result;
    },

    deleteIdpConfiguration: async ({ params, res }) => {
      const name = nameFor(params.type, params.name);
      const result = await deleteIdpConfig(userConnection(res, endpoint), params.type, name);
      logChange(res, 'identity provider removed', params.type, name);
      return result;
    },

    testIdpConnection: ({ params, body }) => {
      checkedPairs(params.type, body.values, 'test');
      return testIdpConnection(outbound, params.type, body.values);
    },

    getLdapEntities: async ({ body, res }) => {
      try {
        const query = { users: body.users ?? [], groups: body.groups ?? [], policies: body.policies ?? [] };
        const entities = await policyEntities(userConnection(res, endpoint), query, {}, 'ldap');
        return entitiesView(entities);
      } catch (error) {
        throw ldapProblem(error);
      }
    },

    changeLdapPolicies: async ({ body, res }) => {
      const entity = body.entityType === 'user' ? { user: body.dn } : { group: body.dn };
      try {
        const result = await associateLdapPolicies(
          userConnection(res, endpoint),
          body.operation,
          entity,
          body.policies,
        );
        deps.logger.info(`LDAP policies ${body.operation === 'attach' ? 'attached' : 'detached'}`, {
          user: minioSessionOf(res).user,
          dn: body.dn,
          policies: body.policies,
        });
        return {
          policiesAttached: [...(result.policiesAttached ?? [])],
          policiesDetached: [...(result.policiesDetached ?? [])],
        };
      } catch (error) {
        throw ldapProblem(error);
      }
    },
  });
}

/** MinIO answers "action not allowed" when it has no LDAP at all; say that in words. */
function ldapProblem(error: unknown): unknown {
  if (error instanceof MinioError && error.code === 'XMinioIAMActionNotAllowed') {
    return new ApiError(400, 'The server has no LDAP directory configured', `${error.message} (${error.code})`);
  }
  return error;
}
