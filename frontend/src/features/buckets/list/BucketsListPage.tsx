import { Content, Gallery, PageSection, Spinner, Title } from '@patternfly/react-core';
import { useState } from 'react';
import { useDocumentTitle } from '@frontend/shared/hooks/useDocumentTitle';
import { useErrorSnackbar } from '@frontend/shared/messages/useErrorSnackbar';
import { filterBuckets } from '../bucket-access';
import { formatDateTime } from '../bucket-format';
import { useBuckets } from '../buckets.queries';
import { bucketsStrings } from '../buckets.strings';
import { CreateBucketModal } from '../create/CreateBucketModal';
import { MultiBucketReplicationModal } from '../replication-wizard/MultiBucketReplicationModal';
import { BucketCard } from './BucketCard';
import { NoBucketsState, NoMatchingBucketsState } from './BucketsEmptyState';
import { BucketsToolbar } from './BucketsToolbar';
import { useCanCreateBucket } from './useCanCreateBucket';

type OpenModal = 'create' | 'replication' | undefined;

/** The Buckets page (spec 01 §2): cards, filter, bulk selection, replication wizard, Create Bucket. */
export function BucketsListPage() {
  useDocumentTitle(bucketsStrings.title);
  const buckets = useBuckets();
  const canCreate = useCanCreateBucket();
  const [filter, setFilter] = useState('');
  const [bulkSelect, setBulkSelect] = useState(false);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [modal, setModal] = useState<OpenModal>();

  useErrorSnackbar(buckets.error);

  const all = buckets.data?.buckets ?? [];
  const shown = filterBuckets(all, filter);
  const select = (name: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(name);
    else next.delete(name);
    setSelected(next);
  };
  const usageLastUpdate = buckets.data?.usageLastUpdate;

  return (
    <>
      <PageSection>
        <Title headingLevel="h1" data-test="page-title">
          {bucketsStrings.title}
        </Title>
      </PageSection>
      <PageSection isFilled>
        <BucketsToolbar
          filter={filter}
          onFilter={setFilter}
          bulkSelect={bulkSelect}
          onBulkSelect={(on) => {
            setBulkSelect(on);
            if (!on) setSelected(new Set());
          }}
          selectedCount={selected.size}
          onSetReplication={() => setModal('replication')}
          onRefresh={() => void buckets.refetch()}
          canCreate={canCreate}
          onCreate={() => setModal('create')}
        />
        {buckets.isPending && <Spinner aria-label={bucketsStrings.title} />}
        {buckets.isSuccess && all.length > 0 && (
          <Content component="small" data-test="usage-last-update">
            {usageLastUpdate
              ? bucketsStrings.usageComputed(formatDateTime(usageLastUpdate))
              : bucketsStrings.usageNotComputed}
          </Content>
        )}
        {buckets.isSuccess && all.length === 0 && (
          <NoBucketsState canCreate={canCreate} onCreate={() => setModal('create')} />
        )}
        {buckets.isSuccess && all.length > 0 && shown.length === 0 && <NoMatchingBucketsState />}
        {shown.length > 0 && (
          <Gallery hasGutter minWidths={{ default: '320px' }} data-test="bucket-list">
            {shown.map((bucket) => (
              <BucketCard
                key={bucket.name}
                bucket={bucket}
                selectable={bulkSelect}
                selected={selected.has(bucket.name)}
                onSelect={(on) => select(bucket.name, on)}
              />
            ))}
          </Gallery>
        )}
      </PageSection>
      {modal === 'create' && <CreateBucketModal onClose={() => setModal(undefined)} />}
      {modal === 'replication' && (
        <MultiBucketReplicationModal
          buckets={[...selected]}
          onClose={(done) => {
            setModal(undefined);
            if (done) setSelected(new Set());
          }}
        />
      )}
    </>
  );
}
