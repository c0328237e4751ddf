import { Content } from '@patternfly/react-core';
import { ArchiveIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { SINGLE_DRIVE_MESSAGE } from '@contract/shared/buckets/create-bucket-rules';
import { useSession } from '@frontend/api/session.queries';
import { CardListSection } from '@frontend/shared/components/card-list/CardListSection';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { useDocumentTitle } from '@frontend/shared/hooks/useDocumentTitle';
import { formatCount, formatDateTime } from '@frontend/shared/format/bucket-format';
import { useBuckets } from '../buckets.queries';
import { bucketsStrings as strings } from '../buckets.strings';
import { CreateBucketModal } from '../create/CreateBucketModal';
import { MultiBucketReplicationModal } from '../replication-wizard/MultiBucketReplicationModal';
import { BucketCard } from './BucketCard';
import { BulkSelectSwitch, SetReplicationButton } from './BulkSelectToolbarItems';
import { useCanCreateBucket } from './useCanCreateBucket';

type OpenModal = 'create' | 'replication' | undefined;

/**
 * Cards laid out per reveal step (more on scroll or by Show more): a few screens' worth. A deployment with 1,000
 * buckets laid out every card at once (40,000 elements, one 6 s task on a loaded machine); the filter searches all.
 */
const CARDS_PER_STEP = 24;

/**
 * The Buckets page (spec 01 §2): cards, filter, bulk selection, replication wizard, Create Bucket. The cards come a
 * step at a time; a ticked bucket stays chosen whether or not its card is shown (filtered out or not yet revealed).
 */
export function BucketsListPage() {
  useDocumentTitle(strings.title);
  const buckets = useBuckets();
  const canCreate = useCanCreateBucket();
  // Replication is one of the distributed-only features (spec 01 §6): a single drive offers it nowhere. (Read without
  // useCurrentSession: at logout the session leaves the cache while this page may render once more.)
  const distributedMode = useSession().data?.distributedMode !== false;
  const [bulkSelect, setBulkSelect] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [modal, setModal] = useState<OpenModal>();

  const select = (name: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(name);
    else next.delete(name);
    setSelected(next);
  };
  const usageLastUpdate = buckets.data?.usageLastUpdate;
  // A refetch keeps what was ticked; a bucket removed meanwhile (elsewhere) simply drops out of the choice.
  const listed = new Set(buckets.data?.buckets.map((bucket) => bucket.name));
  const chosen = [...selected].filter((name) => listed.has(name));

  return (
    <>
      <PageHeading title={strings.title} />
      <CardListSection
        query={buckets}
        items={buckets.data?.buckets ?? []}
        loadingLabel={strings.title}
        filter={{ placeholder: strings.filterPlaceholder, dataTest: 'bucket-filter' }}
        refresh={{ label: strings.refresh, dataTest: 'refresh-buckets' }}
        create={
          canCreate
            ? {
                target: { onClick: () => setModal('create') },
                label: strings.createBucket,
                dataTest: 'create-bucket',
                first: { label: strings.empty.createLink, dataTest: 'create-first-bucket' },
              }
            : undefined
        }
        empty={{ ...strings.empty, icon: ArchiveIcon, dataTest: 'buckets-empty' }}
        noMatch={{ ...strings.noMatch, dataTest: 'buckets-no-match' }}
        toolbarStart={
          <BulkSelectSwitch
            isOn={bulkSelect}
            selectedCount={chosen.length}
            onChange={(on) => {
              setBulkSelect(on);
              if (!on) setSelected(new Set());
            }}
          />
        }
        toolbarEnd={
          <SetReplicationButton
            selectedCount={chosen.length}
            unavailable={distributedMode ? undefined : SINGLE_DRIVE_MESSAGE}
            onClick={() => setModal('replication')}
          />
        }
        note={
          <Content component="small" data-test="usage-last-update">
            {usageLastUpdate ? strings.usageComputed(formatDateTime(usageLastUpdate)) : strings.usageNotComputed}
          </Content>
        }
        cards={{
          dataTest: 'bucket-list',
          // Never wider than the page: at 320 px a fixed 320 px card would run past the screen's edge.
          minCardWidth: 'min(100%, 20rem)',
          itemKey: (bucket) => bucket.name,
          renderCard: (bucket) => (
            <BucketCard
              bucket={bucket}
              selectable={bulkSelect}
              selected={selected.has(bucket.name)}
              onSelect={(on) => select(bucket.name, on)}
            />
          ),
          reveal: {
            step: CARDS_PER_STEP,
            showing: (shown, total) => strings.showing(formatCount(shown), formatCount(total)),
            shownDataTest: 'buckets-shown',
            more: { label: strings.showMore, dataTest: 'buckets-more' },
          },
        }}
      />
      {modal === 'create' && <CreateBucketModal onClose={() => setModal(undefined)} />}
      {modal === 'replication' && (
        <MultiBucketReplicationModal
          buckets={chosen}
          onClose={(done) => {
            setModal(undefined);
            if (done) setSelected(new Set());
          }}
        />
      )}
    </>
  );
}
