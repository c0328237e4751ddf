import { PageSection, Spinner } from '@patternfly/react-core';
import { useAtom } from 'jotai';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { LoadFailedState } from '../../shared/components/LoadFailedState';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { PREFETCHED_FRESH_MS } from '../../shared/manifest/feature-manifest';
import { useBucketInfo } from '../bucket-admin/bucket-admin.queries';
import { BrowserHeader } from './BrowserHeader';
import { isFolderKey, pathAfterBrowse } from './common/object-path';
import { ObjectDrawer } from './ObjectDrawer';
import { ObjectListing } from './listing/ObjectListing';
import { objectAbilities, type ObjectAbilities } from './object-abilities';
import { useObjectInfo } from './objects.queries';
import { objectsStrings as strings } from './objects.strings';
import { rewindAtom } from './rewind/rewind.atoms';
import { TransferPanel } from './transfers/TransferPanel';

/**
 * `/buckets/{bucket}/browse[/path]` (spec 02 §2): the listing of a folder, or, when the path names a single object
 * (the "file mode" of spec 02 §4), its detail in a side panel beside its folder's listing. A path without a
 * trailing `/` is looked up as an object first.
 */
export function ObjectBrowserPage() {
  const bucket = useParams().bucketName ?? '';
  const path = pathAfterBrowse(useLocation().pathname);
  useDocumentTitle(bucket);
  const info = useBucketInfo(bucket, { staleTime: PREFETCHED_FRESH_MS });
  const [rewind, setRewind] = useAtom(rewindAtom);

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
      <BrowserHeader bucket={bucket} path={path} info={info.data} />
      <PageSection isFilled>
        {isFolderKey(path) ? (
          // Keyed by bucket only: within one, opening a folder updates the listing (its folder state starts afresh).
          <ObjectListing key={bucket} bucket={bucket} prefix={path} abilities={abilities} />
        ) : (
          <ObjectOrFolder bucket={bucket} path={path} abilities={abilities} />
        )}
      </PageSection>
      <TransferPanel />
    </>
  );
}

/** A path that may name an object (detail) or, without its trailing `/`, a folder (listing). */
function ObjectOrFolder({ bucket, path, abilities }: { bucket: string; path: string; abilities: ObjectAbilities }) {
  const object = useObjectInfo(bucket, path);
  if (object.isPending) return <Spinner aria-label={path} />;
  if (object.data) return <ObjectDrawer bucket={bucket} object={object.data} abilities={abilities} />;
  return <ObjectListing key={`${bucket}/${path}/`} bucket={bucket} prefix={`${path}/`} abilities={abilities} />;
}
