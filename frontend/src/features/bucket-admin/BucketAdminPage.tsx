import { EmptyState, EmptyStateBody, Grid, GridItem, PageSection, Spinner } from '@patternfly/react-core';
import { useState, type ReactNode } from 'react';
import { Navigate, Route, Routes, useNavigate, useParams } from 'react-router';
import { useCurrentSession } from '../../api/session.queries';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useErrorSnackbar } from '../../shared/messages/useErrorSnackbar';
import { DeleteBucketModal } from '../buckets/DeleteBucketModal';
import { AccessAuditSection } from './access-audit/AccessAuditSection';
import { AccessRulesSection } from './access-rules/AccessRulesSection';
import { ADMIN_SECTIONS, bucketAbilities, type AdminSection } from './bucket-abilities';
import { useBucketInfo, useReloadBucket } from './bucket-admin.queries';
import { bucketAdminStrings as strings } from './bucket-admin.strings';
import { BucketAdminHeader } from './BucketAdminHeader';
import { ADMIN_SECTION_PANEL_ID, adminTabId, BucketAdminMenu } from './BucketAdminMenu';
import { EventsSection } from './events/EventsSection';
import { LifecycleSection } from './lifecycle/LifecycleSection';
import { ReplicationSection } from './replication/ReplicationSection';
import type { SectionProps } from './section-props';
import { BucketSummary } from './summary/BucketSummary';

const SECTION_COMPONENTS: Record<AdminSection, (props: SectionProps) => ReactNode> = {
  summary: BucketSummary,
  events: EventsSection,
  replication: ReplicationSection,
  lifecycle: LifecycleSection,
  access: AccessAuditSection,
  prefix: AccessRulesSection,
};

/** The bucket admin page `/buckets/{bucket}/admin/...` (spec 02 §2): header, left menu and the chosen section. */
export function BucketAdminPage() {
  const bucket = useParams().bucketName ?? '';
  const section = (useParams()['*'] ?? '').split('/')[0] as AdminSection;
  useDocumentTitle(bucket);
  const { distributedMode } = useCurrentSession();
  const info = useBucketInfo(bucket);
  const reload = useReloadBucket(bucket);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);

  useErrorSnackbar(info.error);

  const abilities = bucketAbilities(info.data?.allowedActions ?? [], distributedMode);
  const active: AdminSection = ADMIN_SECTIONS.includes(section) ? section : 'summary';

  return (
    <>
      <BucketAdminHeader
        bucket={bucket}
        canDelete={abilities.deleteBucket}
        onRefresh={reload}
        onDelete={() => setDeleting(true)}
      />
      <PageSection isFilled>
        {info.isPending && <Spinner aria-label={bucket} />}
        {info.isError && (
          <EmptyState titleText={strings.loadFailed} headingLevel="h2" status="danger" data-test="bucket-load-failed">
            <EmptyStateBody>{info.error.message}</EmptyStateBody>
          </EmptyState>
        )}
        {info.data && (
          <Grid hasGutter>
            <GridItem md={3} lg={2}>
              <BucketAdminMenu bucket={bucket} active={active} abilities={abilities} />
            </GridItem>
            <GridItem md={9} lg={10} id={ADMIN_SECTION_PANEL_ID} role="tabpanel" aria-labelledby={adminTabId(active)}>
              <Routes>
                <Route index element={<Navigate to="summary" replace />} />
                {ADMIN_SECTIONS.filter((id) => abilities.sectionExists(id) && abilities.sectionEnabled(id)).map(
                  (id) => {
                    const Section = SECTION_COMPONENTS[id];
                    return (
                      <Route
                        key={id}
                        path={id}
                        element={<Section bucket={bucket} info={info.data} abilities={abilities} />}
                      />
                    );
                  },
                )}
                {/* Absolute: inside a splat route a relative "summary" would resolve below the unknown segment. */}
                <Route
                  path="*"
                  element={<Navigate to={`/buckets/${encodeURIComponent(bucket)}/admin/summary`} replace />}
                />
              </Routes>
            </GridItem>
          </Grid>
        )}
      </PageSection>
      {deleting && (
        <DeleteBucketModal
          bucket={bucket}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate('/buckets', { replace: true })}
        />
      )}
    </>
  );
}
