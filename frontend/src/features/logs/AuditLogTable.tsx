import { Bullseye, Button, EmptyState, EmptyStateBody, Spinner } from '@patternfly/react-core';
import { EyeIcon, SearchIcon } from '@patternfly/react-icons';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { useEffect, useState } from 'react';
import { AUDIT_COLUMNS } from './audit-columns';
import type { AuditRecord } from './audit-logs.queries';
import { auditStrings as strings } from './audit-logs.strings';

export interface AuditLogTableProps {
  readonly records: readonly AuditRecord[];
  readonly shown: ReadonlySet<string>;
  readonly order: 'timeDesc' | 'timeAsc';
  readonly onOrder: (order: 'timeDesc' | 'timeAsc') => void;
  readonly onView: (record: AuditRecord) => void;
  /** Loads the next page; called when the end of the table scrolls into view. */
  readonly onMore: () => void;
  readonly hasMore: boolean;
  readonly loadingMore: boolean;
  /** No search has run yet: the body says how to start one rather than showing an empty area under the headers. */
  readonly notSearched?: boolean;
}

/**
 * The records, newest first by default; the Timestamp header sorts (the server sorts, so a change reloads), and
 * reaching the end of the table loads the next page. The scroll box keeps the header in view.
 */
export function AuditLogTable(props: AuditLogTableProps) {
  const columns = AUDIT_COLUMNS.filter((column) => props.shown.has(column.id));
  const [sentinel, setSentinel] = useState<HTMLElement | null>(null);
  const { onMore, hasMore, loadingMore } = props;
  useEffect(() => {
    if (!sentinel || !hasMore || loadingMore || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore();
    });
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [sentinel, hasMore, loadingMore, onMore]);
  return (
    // A fixed-height scroll box: the page scrolls inside it, and its end is what brings the next page.
    <div style={{ maxHeight: '65vh', overflow: 'auto' }} data-test="audit-table-scroll" tabIndex={0}>
      <Table aria-label={strings.tableLabel} variant="compact" isStickyHeader data-test="audit-table">
        <Thead>
          <Tr>
            {columns.map((column) => (
              <Th
                key={column.id}
                modifier="nowrap"
                textCenter={false}
                className={column.numeric ? 'pf-v6-u-text-align-end' : undefined}
                {...(column.id === 'time'
                  ? {
                      sort: {
                        columnIndex: 0,
                        sortBy: { index: 0, direction: props.order === 'timeAsc' ? 'asc' : 'desc' },
                        onSort: (_e, _i, direction) => props.onOrder(direction === 'asc' ? 'timeAsc' : 'timeDesc'),
                      },
                    }
                  : {})}
              >
                {column.title}
              </Th>
            ))}
            <Th screenReaderText={strings.view} />
          </Tr>
        </Thead>
        <Tbody>
          {props.notSearched && (
            <Tr>
              <Td colSpan={columns.length + 1}>
                <EmptyState variant="xs" icon={SearchIcon} data-test="audit-not-searched">
                  <EmptyStateBody>{strings.notSearched}</EmptyStateBody>
                </EmptyState>
              </Td>
            </Tr>
          )}
          {props.records.map((record, index) => (
            <Tr key={`${record.request_id}-${index}`} data-test="audit-row">
              {columns.map((column) => (
                <Td
                  key={column.id}
                  dataLabel={column.title}
                  modifier={column.long ? 'breakWord' : 'nowrap'}
                  // Long text wraps inside a readable width instead of squeezing the column to nothing.
                  style={column.long ? { minWidth: '12rem' } : undefined}
                  className={column.numeric ? 'pf-v6-u-text-align-end' : undefined}
                  data-test={`audit-cell-${column.id}`}
                >
                  {column.cell(record)}
                </Td>
              ))}
              <Td isActionCell>
                <Button
                  variant="plain"
                  icon={<EyeIcon />}
                  aria-label={strings.viewLabel(record.request_id)}
                  onClick={() => props.onView(record)}
                  data-test="audit-view"
                />
              </Td>
            </Tr>
          ))}
        </Tbody>
      </Table>
      <div ref={setSentinel} data-test="audit-table-end">
        {props.loadingMore && (
          <Bullseye>
            <Spinner size="md" aria-label={strings.loadingMore} />
          </Bullseye>
        )}
      </div>
    </div>
  );
}
