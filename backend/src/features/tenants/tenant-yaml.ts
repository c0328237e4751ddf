import { parseDocument, stringify } from 'yaml';
import { ApiError } from '@platform/errors/api-error';
import type { TenantObject } from './tenant-resource';

/** The Tenant as the Edit YAML dialog shows it: what the user owns, without the status and the field bookkeeping. */
export function tenantToYaml(tenant: TenantObject): string {
  const { status: _status, ...rest } = tenant;
  const { managedFields: _managedFields, ...metadata } = rest.metadata ?? {};
  return stringify({ ...rest, metadata });
}

/**
 * Applies an edited YAML document to the current Tenant: its spec, labels and annotations replace the current ones;
 * name and namespace may not change. A `resourceVersion` in the text is kept, so an edit of an object someone else
 * changed meanwhile is refused (409) instead of silently overwriting theirs.
 */
export function applyTenantYaml(current: TenantObject, text: string): TenantObject {
  const edited = parseTenantYaml(text);
  const meta = edited.metadata ?? {};
  const name = current.metadata?.name;
  const namespace = current.metadata?.namespace;
  if (
    (meta.name !== undefined && meta.name !== name) ||
    (meta.namespace !== undefined && meta.namespace !== namespace)
  ) {
    throw new ApiError(
      400,
      'The tenant cannot be renamed or moved',
      `Keep metadata.name ${name} and namespace ${namespace}`,
    );
  }
  return {
    ...current,
    metadata: {
      ...current.metadata,
      labels: meta.labels,
      annotations: meta.annotations,
      resourceVersion: meta.resourceVersion ?? current.metadata?.resourceVersion,
    },
    spec: edited.spec,
  };
}

function parseTenantYaml(text: string): TenantObject {
  const document = parseDocument(text, { prettyErrors: true });
  const [error] = document.errors;
  if (error) throw new ApiError(400, 'Invalid YAML', error.message);
  const value: unknown = document.toJS();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ApiError(400, 'Invalid YAML', 'The document must be a Tenant object (a mapping), not a list or a value');
  }
  const tenant = value as TenantObject;
  if (typeof tenant.spec !== 'object' || tenant.spec === null || Array.isArray(tenant.spec)) {
    throw new ApiError(400, 'Invalid YAML', 'The Tenant has no spec mapping');
  }
  if (tenant.metadata !== undefined && (typeof tenant.metadata !== 'object' || tenant.metadata === null)) {
    throw new ApiError(400, 'Invalid YAML', 'metadata must be a mapping');
  }
  return tenant;
}
