import { ClusterIcon } from '@patternfly/react-icons';
import { useCurrentSession } from '@frontend/api/session.queries';
import { CardListSection } from '@frontend/shared/components/card-list/CardListSection';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { useDocumentTitle } from '@frontend/shared/hooks/useDocumentTitle';
import { TenantCard } from './TenantCard';
import { useTenants } from './tenants.queries';
import { tenantsStrings as strings } from './tenants.strings';

/** Cards laid out per reveal step: a few screens' worth. */
const CARDS_PER_STEP = 24;

/** /tenants (spec 03 §2): tenant cards across namespaces, filter by name, refresh, Create Tenant, empty state. */
export function TenantsListPage() {
  useDocumentTitle(strings.title);
  const tenants = useTenants();
  const canCreate = useCurrentSession().pages.includes('/tenants/add');
  return (
    <>
      <PageHeading title={strings.title} />
      <CardListSection
        query={tenants}
        items={tenants.data ?? []}
        loadingLabel={strings.title}
        filter={{ placeholder: strings.filterPlaceholder, dataTest: 'tenant-filter' }}
        refresh={{ label: strings.refresh, dataTest: 'refresh-tenants' }}
        create={
          canCreate
            ? {
                target: { href: '/tenants/add' },
                label: strings.createTenant,
                dataTest: 'create-tenant',
                first: { label: strings.empty.create, dataTest: 'create-tenant' },
              }
            : undefined
        }
        empty={{ ...strings.empty, icon: ClusterIcon, dataTest: 'tenants-empty' }}
        noMatch={{ ...strings.noMatch, dataTest: 'tenants-no-match' }}
        cards={{
          dataTest: 'tenant-list',
          minCardWidth: '340px',
          itemKey: (tenant) => `${tenant.namespace}/${tenant.name}`,
          renderCard: (tenant) => <TenantCard tenant={tenant} />,
          reveal: {
            step: CARDS_PER_STEP,
            showing: strings.showing,
            shownDataTest: 'tenants-shown',
            more: { label: strings.loadMore, dataTest: 'tenants-more' },
          },
        }}
      />
    </>
  );
}
