import { Button, Content, Gallery, PageSection, Spinner } from '@patternfly/react-core';
import { useState } from 'react';
import { useCurrentSession } from '../../api/session.queries';
import { PageHeading } from '../../shared/components/PageHeading';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useErrorSnackbar } from '../../shared/messages/useErrorSnackbar';
import { TenantCard } from './TenantCard';
import { useTenants } from './tenants.queries';
import { tenantsStrings as strings } from './tenants.strings';
import { NoMatchingTenantsState, NoTenantsState } from './TenantsEmptyState';
import { TenantsToolbar } from './TenantsToolbar';
import { useIncrementalReveal } from './useIncrementalReveal';

/** Cards laid out per reveal step: a few screens' worth. */
const CARDS_PER_STEP = 24;

/** /tenants (spec 03 §2): tenant cards across namespaces, filter by name, refresh, Create Tenant, empty state. */
export function TenantsListPage() {
  useDocumentTitle(strings.title);
  const tenants = useTenants();
  const canCreate = useCurrentSession().pages.includes('/tenants/add');
  const [filter, setFilter] = useState('');
  useErrorSnackbar(tenants.error);

  const all = tenants.data ?? [];
  const needle = filter.trim().toLowerCase();
  const matching = needle === '' ? all : all.filter((tenant) => tenant.name.toLowerCase().includes(needle));
  const { count, hasMore, more, setSentinel } = useIncrementalReveal(matching.length, CARDS_PER_STEP);
  const shown = matching.slice(0, count);

  return (
    <>
      <PageHeading title={strings.title} />
      <PageSection isFilled>
        <TenantsToolbar
          filter={filter}
          onFilter={setFilter}
          onRefresh={() => void tenants.refetch()}
          isRefreshing={tenants.isFetching && !tenants.isPending}
          canCreate={canCreate}
        />
        {tenants.isPending && <Spinner aria-label={strings.title} />}
        {tenants.isSuccess && all.length === 0 && <NoTenantsState canCreate={canCreate} />}
        {tenants.isSuccess && all.length > 0 && matching.length === 0 && <NoMatchingTenantsState />}
        {shown.length > 0 && (
          <Gallery hasGutter minWidths={{ default: '340px' }} data-test="tenant-list">
            {shown.map((tenant) => (
              <TenantCard key={`${tenant.namespace}/${tenant.name}`} tenant={tenant} />
            ))}
          </Gallery>
        )}
        {matching.length > CARDS_PER_STEP && (
          <Content component="small" className="pf-v6-u-mt-md" data-test="tenants-shown">
            {strings.showing(shown.length, matching.length)}
          </Content>
        )}
        {hasMore && (
          <div ref={setSentinel} className="pf-v6-u-mt-sm">
            <Button variant="link" onClick={more} data-test="tenants-more">
              {strings.loadMore}
            </Button>
          </div>
        )}
      </PageSection>
    </>
  );
}
