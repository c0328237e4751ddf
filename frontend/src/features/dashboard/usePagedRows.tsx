import { Pagination } from '@patternfly/react-core';
import { useState } from 'react';

/** Rows per page of the servers and drives tables (spec 02 §9). */
export const ROWS_PER_PAGE = 5;

/** One page of `rows` and the pagination control that turns the pages (5 rows each, no per-page choice). */
export function usePagedRows<Row>(rows: readonly Row[], testId: string) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const current = Math.min(page, pages);
  const shown = rows.slice((current - 1) * ROWS_PER_PAGE, current * ROWS_PER_PAGE);
  const pagination = (
    <Pagination
      itemCount={rows.length}
      perPage={ROWS_PER_PAGE}
      page={current}
      onSetPage={(_event, next) => setPage(next)}
      perPageOptions={[{ title: String(ROWS_PER_PAGE), value: ROWS_PER_PAGE }]}
      isCompact
      data-test={testId}
    />
  );
  return { shown, pagination };
}
