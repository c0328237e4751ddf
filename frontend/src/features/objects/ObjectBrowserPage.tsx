import { PageSection, Spinner } from '@patternfly/react-core';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { LoadFailedState } from '../../shared/components/LoadFailedState';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useBucketInfo, useBucketVersioning } from '../bucket-admin/bucket-admin.queries';
import { BrowserHeader } from './BrowserHeader';
import { isFolderKey } from './common/object-path';
import { ObjectDetail } from './detail/ObjectDetail';
import { ObjectListing } from './listing/ObjectListing';
import { objectAbilities, type ObjectAbilities } from './object-abilities';
import { useObjectInfo, usePrefetchObjectPages } from './objects.queries';
import { objectsStrings as strings } from './objects.strings';
import { activeRewindDate, rewindAtom } from './rewind/rewind.atoms';
import { TransferPanel } from './transfers/TransferPanel';

/** The path after `/browse/`, decoded; a trailing `/` (a folder) is kept. */
function usePathAfterBrowse(): string {
  const { pathname } = useLocation();
  const marker = '/browse/';
  const at = pathname.indexOf(marker);
  if (at === -1) return '';
  return pathname
    .slice(at + marker.length)
    .split('/')
    .map((segment) => decodeURIComponent(segment))
    .join('/');
}

/**
 * `/buckets/{bucket}/browse[/path]` (spec 02 §2): the listing of a folder, or the object detail when the path names
 * a single object (the "file mode" of spec 02 §4). A path without a trailing `/` is looked up as an object first.
 */
export function ObjectBrowserPage() {
  const bucket = useParams().bucketName ?? '';
  const path = usePathAfterBrowse();
  useDocumentTitle(bucket);
  const info = useBucketInfo(bucket);
  const [rewind, setRewind] = useAtom(rewindAtom);
  usePrefetchFolder(bucket, path, activeRewindDate(rewind, bucket));

  useEffect(() => {
    if (rewind.bucket !== '' && rewind.bucket !== bucket) setRewind({ enabled: false, bucket: '', date: '' });
  }, [bucket, rewind.bucket, setRewind]);

  if (info.isPending) return <Spinner aria-label={bucket} />;
  if (info.isError) {
    return (
      <LoadFailedState
        title={strings.listFailed}
        error={info.error}
        back={{ label: strings.breadcrumbBuckets, to: '/buckets' }}
      />
    );
  }
  // An answer without the list (an older backend, a proxy page) grants nothing rather than breaking the page.
  const abilities = objectAbilities(info.data.allowedActions ?? []);
  return (
    <>
      <BrowserHeader bucket={bucket} path={path} canManage={info.data.manage} />
      <PageSection isFilled>
        {isFolderKey(path) ? (
          // Keyed by folder: a selection, a search or an open dialog belongs to the folder it was made in.
          <ObjectListing key={`${bucket}/${path}`} bucket={bucket} prefix={path} abilities={abilities} />
        ) : (
          <ObjectOrFolder bucket={bucket} path={path} abilities={abilities} />
        )}
      </PageSection>
      <TransferPanel />
    </>
  );
}

/**
 * Starts the folder's first page and the bucket's versioning beside the bucket's details, instead of after them:
 * the listing mounts only once the details say what the user may do. A user who may not list gets a 403 here that
 * the listing never shows.
 */
function usePrefetchFolder(bucket: string, path: string, rewindDate: string | undefined) {
  const prefetch = usePrefetchObjectPages();
  const folder = isFolderKey(path);
  useBucketVersioning(bucket, folder);
  useEffect(() => {
    if (folder) prefetch(bucket, path, rewindDate);
  }, [bucket, path, folder, rewindDate, prefetch]);
}

/** A path that may name an object (detail) or, without its trailing `/`, a folder (listing). */
function ObjectOrFolder({ bucket, path, abilities }: { bucket: string; path: string; abilities: ObjectAbilities }) {
  const object = useObjectInfo(bucket, path);
  if (object.isPending) return <Spinner aria-label={path} />;
  if (object.data) return <ObjectDetail bucket={bucket} object={object.data} abilities={abilities} />;
  return <ObjectListing key={`${bucket}/${path}/`} bucket={bucket} prefix={`${path}/`} abilities={abilities} />;
}
