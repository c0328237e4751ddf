import type { ReactNode } from 'react';
import {
  Card,
  CardBody,
  CardTitle,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Gallery,
  Label,
  PageSection,
  Spinner,
} from '@patternfly/react-core';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { ResourceTable, type ResourceColumn } from '@frontend/shared/components/ResourceTable';
import { useErrorSnackbar } from '@frontend/shared/messages/useErrorSnackbar';
import { KmsNotConfigured } from './KmsNotConfigured';
import { useKmsApis, useKmsMetrics, useKmsStatus, useKmsVersion } from './kms.queries';
import { kmsStrings as strings } from './kms.strings';

type Api = { method: string; path: string; maxBody?: number; timeout?: number };
const apiColumns: ResourceColumn<Api>[] = [
  { id: 'method', title: strings.apiColumns.method, cell: (api) => api.method },
  { id: 'path', title: strings.apiColumns.path, cell: (api) => api.path, sortValue: (api) => api.path },
  { id: 'maxBody', title: strings.apiColumns.maxBody, cell: (api) => api.maxBody ?? '' },
  { id: 'timeout', title: strings.apiColumns.timeout, cell: (api) => (api.timeout ? `${api.timeout} s` : '') },
];

function Item({ term, children, dataTest }: { term: string; children: ReactNode; dataTest: string }) {
  return (
    <DescriptionListGroup>
      <DescriptionListTerm>{term}</DescriptionListTerm>
      <DescriptionListDescription data-test={dataTest}>{children}</DescriptionListDescription>
    </DescriptionListGroup>
  );
}

/** /kms/status: which KMS, its default key and endpoints, version, API list and request metrics. */
export function KmsStatusPage() {
  const status = useKmsStatus();
  const configured = status.data?.configured === true;
  const version = useKmsVersion(configured);
  const apis = useKmsApis(configured);
  const metrics = useKmsMetrics(configured);
  useErrorSnackbar(status.error ?? version.error ?? metrics.error);
  const apisNotOffered = apis.data?.offered === false;
  return (
    <>
      <PageHeading title={strings.statusTitle} />
      <PageSection isFilled>
        {status.isPending && <Spinner size="lg" />}
        {status.data && !configured && <KmsNotConfigured />}
        {configured && status.data && (
          <>
            <Gallery hasGutter minWidths={{ default: '300px' }}>
              <Card>
                <CardTitle>{strings.status}</CardTitle>
                <CardBody>
                  <DescriptionList>
                    <Item term={strings.name} dataTest="kms-name">
                      {status.data.name}
                    </Item>
                    <Item term={strings.defaultKey} dataTest="kms-default-key">
                      {status.data.defaultKeyID}
                    </Item>
                    <Item term={strings.version} dataTest="kms-version">
                      {version.data?.version ?? ''}
                    </Item>
                    <Item term={strings.endpoints} dataTest="kms-endpoints">
                      {status.data.endpoints.map((endpoint) => (
                        <div key={endpoint.url}>
                          {endpoint.url}{' '}
                          <Label isCompact color={endpoint.status === 'online' ? 'green' : 'red'}>
                            {endpoint.status}
                          </Label>
                        </div>
                      ))}
                    </Item>
                  </DescriptionList>
                </CardBody>
              </Card>
              <Card>
                <CardTitle>{strings.metrics}</CardTitle>
                <CardBody>
                  {metrics.data && (
                    <DescriptionList isHorizontal isCompact>
                      <Item term={strings.requestOK} dataTest="kms-request-ok">
                        {metrics.data.requestOK}
                      </Item>
                      <Item term={strings.requestErr} dataTest="kms-request-err">
                        {metrics.data.requestErr}
                      </Item>
                      <Item term={strings.requestFail} dataTest="kms-request-fail">
                        {metrics.data.requestFail}
                      </Item>
                      {metrics.data.requestActive !== undefined && (
                        <Item term={strings.requestActive} dataTest="kms-request-active">
                          {metrics.data.requestActive}
                        </Item>
                      )}
                    </DescriptionList>
                  )}
                </CardBody>
              </Card>
              <Card>
                <CardTitle>{strings.latency}</CardTitle>
                <CardBody>
                  <DescriptionList isHorizontal isCompact data-test="kms-latency">
                    {(metrics.data?.latencyHistogram ?? []).map((bucket) => (
                      <Item
                        key={bucket.duration}
                        term={strings.withinMs(bucket.duration)}
                        dataTest="kms-latency-bucket"
                      >
                        {bucket.total}
                      </Item>
                    ))}
                  </DescriptionList>
                </CardBody>
              </Card>
            </Gallery>
            <Card className="pf-v6-u-mt-md">
              <CardTitle>{strings.apis}</CardTitle>
              <CardBody>
                {apisNotOffered ? (
                  <p data-test="kms-apis-not-offered">{strings.notOffered}</p>
                ) : (
                  <ResourceTable
                    ariaLabel={strings.apis}
                    entity={strings.apis}
                    rows={apis.data?.results ?? []}
                    rowKey={(api) => `${api.method} ${api.path}`}
                    columns={apiColumns}
                    isLoading={apis.isPending}
                    data-test="kms-apis"
                  />
                )}
              </CardBody>
            </Card>
          </>
        )}
      </PageSection>
    </>
  );
}
