import { Bullseye, EmptyState, EmptyStateBody, PageSection, Spinner } from '@patternfly/react-core';
import { ExclamationCircleIcon } from '@patternfly/react-icons';
import { describeError } from '../../api/api-error';
import { PageHeading } from '../../shared/components/PageHeading';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useAdminInfo } from './dashboard.queries';
import { dashboardNavStrings } from './dashboard-nav.strings';
import { dashboardStrings } from './dashboard.strings';
import { GeneralStatus } from './GeneralStatus';
import { LiveCharts } from './LiveCharts';
import { MetricsDashboard } from './MetricsDashboard';
import './line-chart.css';

/**
 * /dashboard: Prometheus's metric widgets when it is configured, else the General Status followed by the live
 * charts the console samples from MinIO itself.
 */
export function DashboardPage() {
  useDocumentTitle(dashboardNavStrings.title);
  const info = useAdminInfo();
  return (
    <div className="oc-dashboard" data-test="dashboard">
      <PageHeading title={dashboardNavStrings.title} />
      {info.isPending ? (
        <Bullseye>
          <Spinner aria-label={dashboardStrings.widget.loading} />
        </Bullseye>
      ) : info.isError ? (
        <PageSection>
          <EmptyState
            titleText={dashboardStrings.nothing}
            headingLevel="h2"
            icon={ExclamationCircleIcon}
            status="danger"
            data-test="dashboard-failed"
          >
            <EmptyStateBody>{describeError(info.error).message}</EmptyStateBody>
          </EmptyState>
        </PageSection>
      ) : info.data.metricsSource === 'prometheus' && info.data.widgets && info.data.widgets.length > 0 ? (
        <MetricsDashboard info={info.data} />
      ) : (
        <>
          <GeneralStatus info={info.data} />
          <LiveCharts info={info.data} />
        </>
      )}
    </div>
  );
}
