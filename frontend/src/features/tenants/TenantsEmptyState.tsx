import { EmptyState, EmptyStateBody, EmptyStateFooter } from '@patternfly/react-core';
import { ClusterIcon, SearchIcon } from '@patternfly/react-icons';
import { tenantsStrings as strings } from './tenants.strings';
import { CreateTenantButton } from './TenantsToolbar';

/** No tenants at all: what a tenant is, and 'Create a tenant' when the session may. */
export function NoTenantsState({ canCreate }: { canCreate: boolean }) {
  return (
    <EmptyState titleText={strings.empty.title} headingLevel="h2" icon={ClusterIcon} data-test="tenants-empty">
      <EmptyStateBody>
        {strings.empty.body}
        {!canCreate && <div className="pf-v6-u-mt-sm">{strings.empty.noPermission}</div>}
      </EmptyStateBody>
      {canCreate && (
        <EmptyStateFooter>
          <CreateTenantButton variant="link" />
        </EmptyStateFooter>
      )}
    </EmptyState>
  );
}

/** The filter matches nothing. */
export function NoMatchingTenantsState() {
  return (
    <EmptyState titleText={strings.noMatch.title} headingLevel="h2" icon={SearchIcon} data-test="tenants-no-match">
      <EmptyStateBody>{strings.noMatch.body}</EmptyStateBody>
    </EmptyState>
  );
}
