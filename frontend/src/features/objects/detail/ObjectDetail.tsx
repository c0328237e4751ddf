import { Button, Flex, FlexItem, Tab, TabTitleText, Tabs, Title } from '@patternfly/react-core';
import { DownloadIcon, SearchPlusIcon, ShareAltIcon, TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useBucketVersioning } from '../../bucket-admin/bucket-admin.queries';
import { PREFETCHED_FRESH_MS } from '@frontend/shared/manifest/feature-manifest';
import { useCan } from '@frontend/shared/hooks/useCan';
import { browsePath, displayName, parentPrefix } from '../common/object-path';
import { ObjectDialogs, type ObjectDialog } from '../common/ObjectDialogs';
import type { BucketObject } from '../listing/object-sort';
import type { ObjectAbilities } from '../object-abilities';
import { objectsStrings as strings } from '../objects.strings';
import { PreviewFrame } from '../preview/PreviewFrame';
import { useDownloads } from '../transfers/useDownloads';
import { DetailsTab } from './DetailsTab';
import { VersionsTab } from './VersionsTab';
import './object-detail.css';

type DetailTab = 'details' | 'versions' | 'preview';

/** The object detail (spec 02 §2): the object's actions and the Details, Versions and Preview tabs. */
export function ObjectDetail(props: { bucket: string; object: BucketObject; abilities: ObjectAbilities }) {
  const { bucket, object, abilities } = props;
  const [tab, setTab] = useState<DetailTab>('details');
  const [dialog, setDialog] = useState<ObjectDialog>();
  const downloads = useDownloads();
  const navigate = useNavigate();
  const can = useCan();
  const versioned = useBucketVersioning(bucket, true, { staleTime: PREFETCHED_FRESH_MS }).data?.is_versioned ?? false;
  return (
    <>
      <Flex
        justifyContent={{ default: 'justifyContentSpaceBetween' }}
        alignItems={{ default: 'alignItemsCenter' }}
        className="pf-v6-u-mb-md"
      >
        <FlexItem>
          <Title headingLevel="h2" className="oc-object-title" data-test="object-title">
            {displayName(object.name)}
          </Title>
        </FlexItem>
        <FlexItem>
          <Flex>
            <Button
              variant="secondary"
              icon={<DownloadIcon />}
              isDisabled={!abilities.read}
              onClick={() => downloads.object(bucket, object.name, object.size ?? 0)}
              data-test="detail-download"
            >
              {strings.rowActions.download}
            </Button>
            <Button
              variant="secondary"
              icon={<ShareAltIcon />}
              isDisabled={!abilities.read}
              onClick={() => setDialog({ kind: 'share', key: object.name })}
              data-test="detail-share"
            >
              {strings.rowActions.share}
            </Button>
            {can('admin:InspectData') && (
              <Button
                variant="secondary"
                icon={<SearchPlusIcon />}
                onClick={() => setDialog({ kind: 'inspect', key: object.name })}
                data-test="detail-inspect"
              >
                {strings.inspect.action}
              </Button>
            )}
            {abilities.delete && (
              <Button
                variant="danger"
                icon={<TrashIcon />}
                onClick={() => setDialog({ kind: 'delete', keys: [object.name] })}
                data-test="detail-delete"
              >
                {strings.rowActions.delete}
              </Button>
            )}
          </Flex>
        </FlexItem>
      </Flex>
      <Tabs
        activeKey={tab}
        onSelect={(_event, key) => setTab(key as DetailTab)}
        mountOnEnter
        unmountOnExit
        data-test="object-tabs"
      >
        <Tab
          eventKey="details"
          title={<TabTitleText>{strings.detail.tabs.details}</TabTitleText>}
          data-test="tab-details"
        >
          <DetailsTab bucket={bucket} object={object} abilities={abilities} />
        </Tab>
        <Tab
          eventKey="versions"
          title={<TabTitleText>{strings.detail.tabs.versions}</TabTitleText>}
          data-test="tab-versions"
        >
          <VersionsTab
            bucket={bucket}
            objectKey={object.name}
            abilities={abilities}
            onShare={(versionId) => setDialog({ kind: 'share', key: object.name, versionId })}
            onAllDeleted={() => navigate(browsePath(bucket, parentPrefix(object.name)))}
          />
        </Tab>
        <Tab
          eventKey="preview"
          title={<TabTitleText>{strings.detail.tabs.preview}</TabTitleText>}
          data-test="tab-preview"
        >
          <div className="pf-v6-u-mt-md">
            <PreviewFrame bucket={bucket} objectKey={object.name} />
          </div>
        </Tab>
      </Tabs>
      <ObjectDialogs
        bucket={bucket}
        prefix={parentPrefix(object.name)}
        dialog={dialog}
        versioned={versioned}
        onClose={() => setDialog(undefined)}
        onDeleted={() => navigate(browsePath(bucket, parentPrefix(object.name)))}
      />
    </>
  );
}
