import { Bullseye, PageSection, Spinner, Tab, TabTitleText } from '@patternfly/react-core';
import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { LoadFailedState } from '@frontend/shared/components/LoadFailedState';
import { SideTabs } from '@frontend/shared/components/SideTabs';
import { useDocumentTitle } from '@frontend/shared/hooks/useDocumentTitle';
import { formatBytes } from '@frontend/shared/format/bucket-format';
import { tenantPath } from '../tenant-paths';
import { TenantHealthLabel } from '../TenantHealthLabel';
import { DeleteTenantModal } from './DeleteTenantModal';
import { TenantSectionContent } from './TenantSectionContent';
import { sectionOf, TENANT_SECTIONS } from './tenant-sections';
import { tenantDetailStrings as strings } from './tenant-detail.strings';
import { useTenant } from './tenant.queries';
import { TenantHeaderActions } from './TenantHeaderActions';
import { EditTenantYamlModal } from './yaml/EditTenantYamlModal';

/**
 * /namespaces/{ns}/tenants/{name}/… (spec 03 §2): header (name, namespace, capacity, health; Delete, Edit YAML,
 * Refresh) and the sections as a side list (a toggle over the content below 992 px), each with its own address.
 */
export function TenantDetailPage() {
  const params = useParams();
  const ref = { namespace: params.tenantNamespace ?? '', name: params.tenantName ?? '' };
  useDocumentTitle(ref.name);
  const tenant = useTenant(ref);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'delete' | 'yaml'>();
  const at = sectionOf(params['*'] ?? '');
  const back = { label: strings.tenants, to: '/tenants' };
  if (!at) return <Navigate to={tenantPath(ref.namespace, ref.name, 'summary')} replace />;
  if (tenant.error) return <LoadFailedState title={strings.notFoundTitle} error={tenant.error} back={back} />;

  const subtitle = tenant.data && (
    <>
      {strings.subtitle(ref.namespace, formatBytes(tenant.data.total_size ?? 0))}{' '}
      <TenantHealthLabel health={tenant.data.status?.health_status} />
    </>
  );
  return (
    <>
      <PageHeading
        title={ref.name}
        subtitle={subtitle}
        back={back}
        actions={
          <TenantHeaderActions
            onDelete={() => setDialog('delete')}
            onEditYaml={() => setDialog('yaml')}
            onRefresh={() => void tenant.refetch()}
            isRefreshing={tenant.isRefetching}
          />
        }
      />
      <PageSection isFilled>
        {!tenant.data ? (
          <Bullseye>
            <Spinner aria-label={strings.loading} />
          </Bullseye>
        ) : (
          <SideTabs
            activeKey={at.section}
            activeTitle={strings.tabs[at.section]}
            onSelect={(key) => void navigate(tenantPath(ref.namespace, ref.name, key))}
            ariaLabel={strings.tabsLabel}
          >
            {TENANT_SECTIONS.map((section) => (
              <Tab
                key={section}
                eventKey={section}
                title={<TabTitleText>{strings.tabs[section]}</TabTitleText>}
                data-test={`tab-${section}`}
              >
                <div className="pf-v6-u-px-md">
                  <TenantSectionContent tenant={tenant.data} section={section} pod={at.pod} />
                </div>
              </Tab>
            ))}
          </SideTabs>
        )}
      </PageSection>
      {dialog === 'delete' && (
        <DeleteTenantModal
          tenant={ref}
          onClose={() => setDialog(undefined)}
          onDeleted={() => void navigate('/tenants')}
        />
      )}
      {dialog === 'yaml' && <EditTenantYamlModal tenant={ref} onClose={() => setDialog(undefined)} />}
    </>
  );
}
