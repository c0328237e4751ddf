import { Alert, Breadcrumb, BreadcrumbItem, Button, Content, PageSection, Title } from '@patternfly/react-core';
import { DownloadIcon, FolderIcon } from '@patternfly/react-icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link, useParams, useSearchParams } from 'react-router';
import { api, call } from '@frontend/api/client';
import { describeError } from '@frontend/api/api-error';
import { AS_TYPED_CLASS } from '@frontend/shared/components/as-typed';
import { ResourceTable } from '@frontend/shared/components/ResourceTable';
import { formatBytes, formatDateTime } from '@frontend/shared/format/bucket-format';
import { displayName, encodeKey, isFolderKey, pathCrumbs } from '../common/object-path';
import { apiUrl } from '../transfers/upload-transport';
import { publicBucketStrings as strings } from './public-bucket.strings';

/**
 * `/public/{bucket}?prefix=…` (MinIO Console v1.7.6's anonymous access): a public bucket's folders and objects,
 * browsed and downloaded without logging in. The server asks MinIO anonymously, so the bucket policy decides; a
 * private bucket shows MinIO's refusal.
 */
export function PublicBucketPage() {
  const bucket = useParams().bucket ?? '';
  const [search, setSearch] = useSearchParams();
  const prefix = search.get('prefix') ?? '';
  const listing = useInfiniteQuery({
    queryKey: ['public-bucket', bucket, prefix],
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      call(
        api().GET('/api/v1/public/buckets/{bucket}/objects', {
          params: {
            path: { bucket },
            query: {
              ...(prefix ? { prefix: encodeKey(prefix) } : {}),
              ...(pageParam ? { continuation_token: pageParam } : {}),
            },
          },
        }),
      ),
    getNextPageParam: (page) => page.next_continuation_token,
    retry: false,
  });
  const rows = listing.data?.pages.flatMap((page) => page.objects) ?? [];
  const open = (key: string) => setSearch(key === '' ? {} : { prefix: key });
  const downloadHref = (key: string) =>
    apiUrl(`/api/v1/public/buckets/${encodeURIComponent(bucket)}/objects/download`, { prefix: encodeKey(key) });
  return (
    // Outside the shell there is no Page around it to give the section its padding.
    <PageSection isFilled className="pf-v6-u-p-xl" data-test="public-bucket-page">
      <Title headingLevel="h1" className="pf-v6-u-mb-sm">
        {strings.title(bucket)}
      </Title>
      <Content component="p" className="pf-v6-u-mb-md">
        {strings.intro} <Link to="/login">{strings.login}</Link>
      </Content>
      <Breadcrumb className={`pf-v6-u-mb-md ${AS_TYPED_CLASS}`} data-test="public-breadcrumb">
        <BreadcrumbItem>
          <Button variant="link" isInline onClick={() => open('')}>
            {strings.root}
          </Button>
        </BreadcrumbItem>
        {pathCrumbs(prefix).map((crumb) => (
          <BreadcrumbItem key={crumb.key}>
            <Button variant="link" isInline onClick={() => open(crumb.key)}>
              {crumb.label}
            </Button>
          </BreadcrumbItem>
        ))}
      </Breadcrumb>
      {listing.isError ? (
        <Alert variant="danger" isInline title={describeError(listing.error).message} data-test="public-bucket-error">
          {describeError(listing.error).detailedMessage}
        </Alert>
      ) : (
        <ResourceTable
          ariaLabel={strings.title(bucket)}
          entity={strings.entity}
          emptyText={strings.empty}
          rows={rows}
          rowKey={(row) => row.name}
          isLoading={listing.isPending}
          onRowClick={(row) => isFolderKey(row.name) && open(row.name)}
          columns={[
            {
              id: 'name',
              title: strings.columns.name,
              cell: (row) =>
                isFolderKey(row.name) ? (
                  <span>
                    <FolderIcon /> {displayName(row.name)}
                  </span>
                ) : (
                  <a href={downloadHref(row.name)} download data-test="public-download">
                    <DownloadIcon /> {displayName(row.name)}
                  </a>
                ),
            },
            {
              id: 'size',
              title: strings.columns.size,
              cell: (row) => (row.size === undefined ? '' : formatBytes(row.size)),
            },
            {
              id: 'modified',
              title: strings.columns.modified,
              cell: (row) => (row.last_modified ? formatDateTime(row.last_modified) : ''),
            },
          ]}
          data-test="public-bucket-table"
        />
      )}
      {listing.hasNextPage && (
        <Button variant="secondary" className="pf-v6-u-mt-md" onClick={() => void listing.fetchNextPage()}>
          {strings.loadMore}
        </Button>
      )}
    </PageSection>
  );
}
