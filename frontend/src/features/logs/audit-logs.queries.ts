import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { components } from '@contract/generated/api';
import { api, call } from '../../api/client';

export type AuditRecord = components['schemas']['AuditLogRecord'];
export type AuditStatus = components['schemas']['AuditLogStatus'];

/** Records per page and the most the infinite scroll loads (spec 02 §9). */
export const AUDIT_PAGE_SIZE = 100;
export const AUDIT_RECORD_CAP = 1_000_000;

/** What a search asks for: the filters (`field:value`, only non-empty ones), the time range and the sort. */
export interface AuditCriteria {
  readonly fp: readonly string[];
  readonly timeStart?: string;
  readonly timeEnd?: string;
  readonly order: 'timeDesc' | 'timeAsc';
  /** Bumped by 'Get Information', so pressing it again reloads from page 0. */
  readonly run: number;
}

export const auditKeys = {
  all: ['audit-logs'] as const,
  search: (criteria: AuditCriteria) => ['audit-logs', 'search', criteria] as const,
  status: ['audit-logs', 'status'] as const,
};

/** `GET /api/v1/logs/search`, page after page as the table scrolls; nothing until the criteria are given. */
export function useAuditSearch(criteria: AuditCriteria | undefined) {
  return useInfiniteQuery({
    queryKey: auditKeys.search(criteria ?? { fp: [], order: 'timeDesc', run: -1 }),
    enabled: criteria !== undefined,
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const query = {
        q: 'reqinfo' as const,
        pageSize: AUDIT_PAGE_SIZE,
        pageNo: pageParam,
        order: criteria?.order ?? 'timeDesc',
        ...(criteria?.fp.length ? { fp: [...criteria.fp] } : {}),
        ...(criteria?.timeStart ? { timeStart: criteria.timeStart } : {}),
        ...(criteria?.timeEnd ? { timeEnd: criteria.timeEnd } : {}),
      };
      return (await call(api().GET('/api/v1/logs/search', { params: { query } }))).results;
    },
    getNextPageParam: (last, pages) =>
      last.length < AUDIT_PAGE_SIZE || pages.length * AUDIT_PAGE_SIZE >= AUDIT_RECORD_CAP ? undefined : pages.length,
    staleTime: Infinity,
  });
}

/** `GET /api/v1/logs/audit/status`: the store's state and whether MinIO's webhook sends here. */
export function useAuditStatus() {
  return useQuery({
    queryKey: auditKeys.status,
    queryFn: () => call(api().GET('/api/v1/logs/audit/status')),
    // Asked again while the store is starting or unavailable, so the page notices when it is back.
    refetchInterval: (query) => (query.state.data && !query.state.data.available ? 3000 : false),
  });
}

/** `POST /api/v1/logs/audit/webhook`: points MinIO's audit webhook at this console (after the user's consent). */
export function useConfigureAuditWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(api().POST('/api/v1/logs/audit/webhook')),
    onSettled: () => client.invalidateQueries({ queryKey: auditKeys.status }),
  });
}
