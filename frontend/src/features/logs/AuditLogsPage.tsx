import { EmptyState, PageSection, Stack, StackItem } from '@patternfly/react-core';
import { SearchIcon } from '@patternfly/react-icons';
import { useCallback, useState } from 'react';
import { PageHeading } from '../../shared/components/PageHeading';
import { ShownColumnsSelect } from '../../shared/components/ShownColumnsSelect';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useErrorSnackbar } from '../../shared/messages/useErrorSnackbar';
import { AUDIT_COLUMNS, DEFAULT_AUDIT_COLUMNS } from './audit-columns';
import {
  AUDIT_RECORD_CAP,
  useAuditSearch,
  useAuditStatus,
  type AuditCriteria,
  type AuditRecord,
} from './audit-logs.queries';
import { auditStrings as strings } from './audit-logs.strings';
import { AuditFilters, FILTER_FIELDS, type AuditForm } from './AuditFilters';
import { AuditLogDetailModal } from './AuditLogDetailModal';
import { AuditLogTable } from './AuditLogTable';
import { AuditWebhookSetup } from './AuditWebhookSetup';

/** The form as search criteria: only non-empty filters are sent (spec 02 §5), times as ISO instants. */
function criteriaOf(form: AuditForm, order: AuditCriteria['order'], run: number): AuditCriteria {
  const iso = (local: string) => (local === '' ? undefined : new Date(local).toISOString());
  const timeStart = iso(form.timeStart);
  const timeEnd = iso(form.timeEnd);
  return {
    fp: FILTER_FIELDS.filter((field) => form.filters[field].trim() !== '').map(
      (field) => `${field}:${form.filters[field].trim()}`,
    ),
    ...(timeStart ? { timeStart } : {}),
    ...(timeEnd ? { timeEnd } : {}),
    order,
    run,
  };
}

/**
 * /tools/audit-logs (spec 02 §2): search the audit log the console keeps from MinIO's audit webhook. 'Get
 * Information' loads page 0 of the criteria; the table loads more as it scrolls; a sort change reloads.
 */
export function AuditLogsPage() {
  useDocumentTitle(strings.title);
  const [criteria, setCriteria] = useState<AuditCriteria>();
  const [form, setForm] = useState<AuditForm>();
  // Chosen before the first search too: the header shows it and 'Get Information' uses it.
  const [order, setOrder] = useState<AuditCriteria['order']>('timeDesc');
  const [shown, setShown] = useState<ReadonlySet<string>>(DEFAULT_AUDIT_COLUMNS);
  const [viewing, setViewing] = useState<AuditRecord>();
  const status = useAuditStatus();
  const search = useAuditSearch(criteria);
  useErrorSnackbar(search.error);
  useErrorSnackbar(status.error);
  const records = search.data?.pages.flat() ?? [];
  const { fetchNextPage, hasNextPage, isFetching } = search;
  const more = useCallback(() => {
    // Paging is ignored while a load runs (spec 02 §4).
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetching]);
  return (
    <>
      <PageHeading title={strings.title} back={{ label: strings.returnToTools, to: '/tools' }} />
      <PageSection isFilled>
        <Stack hasGutter>
          {status.data && (
            <StackItem>
              <AuditWebhookSetup status={status.data} />
            </StackItem>
          )}
          <StackItem>
            <AuditFilters
              onSubmit={(next) => {
                setForm(next);
                setCriteria((current) => criteriaOf(next, order, (current?.run ?? 0) + 1));
              }}
              extra={<ShownColumnsSelect columns={AUDIT_COLUMNS} shown={shown} onChange={setShown} />}
            />
          </StackItem>
          <StackItem isFilled>
            {criteria && search.isSuccess && records.length === 0 ? (
              <EmptyState
                titleText={strings.empty}
                headingLevel="h3"
                icon={SearchIcon}
                variant="sm"
                data-test="audit-empty"
              />
            ) : (
              <AuditLogTable
                records={records}
                shown={shown}
                order={order}
                onOrder={(next) => {
                  setOrder(next);
                  if (form) setCriteria((current) => criteriaOf(form, next, (current?.run ?? 0) + 1));
                }}
                onView={setViewing}
                onMore={more}
                hasMore={hasNextPage}
                loadingMore={search.isFetching}
                notSearched={criteria === undefined}
              />
            )}
            {records.length >= AUDIT_RECORD_CAP && (
              <p data-test="audit-cap">{strings.capReached(AUDIT_RECORD_CAP.toLocaleString())}</p>
            )}
          </StackItem>
        </Stack>
      </PageSection>
      {viewing && <AuditLogDetailModal record={viewing} onClose={() => setViewing(undefined)} />}
    </>
  );
}
