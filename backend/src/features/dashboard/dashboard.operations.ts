import { can } from '@contract/shared/permissions/can';
import { ApiError } from '../../platform/errors/api-error';
import type { AdminConnection } from '../../platform/minio/admin-request';
import { sessionAccount } from '../../platform/minio/bucket-session';
import { policyOf } from '../../platform/minio/session-facts';
import type { BucketFeatureDeps } from '../../platform/feature-deps';
import { OutboundPolicy } from '../../platform/net/outbound-policy';
import { operations } from '../../platform/operations/operation-table';
import { userConnection } from '../../platform/session/session-context';
import { hasNoSeries, JobCheck } from './job-check';
import { PrometheusClient, PrometheusUnavailable } from './prometheus-client';
import { RealtimeSampler, SAMPLE_WINDOW_SECONDS } from './realtime-sampler';
import { REALTIME_WIDGETS, realtimeHeader, realtimeSeries, realtimeWidget } from './realtime-widgets';
import { timeRangeOf } from './time-range';
import { usageSummary } from './usage-summary';
import { catalogueWidget, jobSelector, WIDGET_CATALOGUE, widgetHeader } from './widget-catalogue';
import { queryWidget } from './widget-query';

/**
 * The dashboard (spec 02 §2 and §7 "Dashboard"): the General Status from MinIO's admin API as the user, and, when
 * CONSOLE_PROMETHEUS_URL is set, the metric widgets, whose PromQL comes from the server's catalogue only. A widget
 * Prometheus cannot answer fails alone with a 502 "Prometheus unreachable: …"; the General Status does not depend on
 * Prometheus at all. Without Prometheus the widgets are live charts of MinIO's realtime metrics, which the console
 * samples while a dashboard is open (realtime-sampler.ts). A widget with no series says when the configured job has
 * none at all (job-check.ts), the usual cause of a dashboard that is empty throughout.
 */
export function dashboardOperations(deps: BucketFeatureDeps) {
  const endpoint = deps.config.minioServer;
  const prometheusUrl = deps.config.prometheusUrl;
  const selector = jobSelector(deps.config.prometheusJobId);
  const prometheus = prometheusUrl
    ? new PrometheusClient(
        new URL(prometheusUrl),
        // The operator's Prometheus is trusted at its port like the console's MinIO; other addresses keep the rules.
        new OutboundPolicy(
          {
            allowLoopback: deps.config.outboundAllowLoopback === 'on',
            allowPrivate: deps.config.outboundAllowPrivate === 'on',
            trustedEndpoints: [prometheusUrl],
          },
          deps.logger,
        ),
      )
    : undefined;
  const jobCheck = prometheus ? new JobCheck(prometheus, deps.config.prometheusJobId) : undefined;
  const sampler = prometheus ? undefined : new RealtimeSampler({ logger: deps.logger });

  return operations({
    getAdminInfo: async ({ query, res }) => {
      timeRangeOf(query);
      const connection = userConnection(res, endpoint);
      const summary = await usageSummary(connection);
      if (sampler) {
        // MinIO answered /info, which needs admin:ServerInfo: this session may see (and sample) the cluster's metrics.
        sampler.watch(connection);
        const since = sampler.since;
        return {
          ...summary,
          metricsSource: 'realtime' as const,
          realtime: {
            intervalSeconds: sampler.intervalSeconds,
            windowSeconds: SAMPLE_WINDOW_SECONDS,
            ...(since !== undefined ? { since: new Date(since * 1000).toISOString() } : {}),
          },
          widgets: REALTIME_WIDGETS.map(realtimeHeader),
        };
      }
      return { ...summary, metricsSource: 'prometheus' as const, widgets: WIDGET_CATALOGUE.map(widgetHeader) };
    },

    getDashboardWidget: async ({ params, query, res }) => {
      const range = timeRangeOf(query);
      const live = realtimeWidget(params.widgetId);
      if (live) {
        if (!sampler) {
          throw new ApiError(
            404,
            'Prometheus is the metrics source',
            `Widget ${live.id} is only served without Prometheus`,
          );
        }
        const connection = userConnection(res, endpoint);
        await requireServerInfo(connection);
        sampler.watch(connection);
        return realtimeSeries(live, sampler.samples(range.start, range.end), 2.5 * sampler.intervalSeconds);
      }
      const widget = catalogueWidget(params.widgetId);
      if (!widget) {
        throw new ApiError(400, 'Unknown widget', `There is no widget ${params.widgetId} in the dashboard's catalogue`);
      }
      if (!prometheus) {
        throw new ApiError(404, 'No Prometheus is configured', 'Set CONSOLE_PROMETHEUS_URL to see metric widgets');
      }
      // The permission check (MinIO) and the queries (Prometheus) run at once; the answer, or Prometheus's failure,
      // goes only to a session the check allowed.
      const [allowed, answer] = await Promise.allSettled([
        requireServerInfo(userConnection(res, endpoint)),
        queryWidget(prometheus, widget, range, selector),
      ]);
      if (allowed.status === 'rejected') throw allowed.reason;
      if (answer.status === 'fulfilled') {
        // An empty widget may be so because the configured job has no series at all: the answer says so. Asked
        // only then (and shared by the widgets for a while), never for a widget with data.
        const unknownJob = hasNoSeries(answer.value) ? await jobCheck?.unknownJob() : undefined;
        return unknownJob ? { ...answer.value, unknownJob } : answer.value;
      }
      const error: unknown = answer.reason;
      if (!(error instanceof PrometheusUnavailable)) throw error;
      deps.logger.warn('prometheus query failed', { widget: widget.id, reason: error.message });
      throw new ApiError(502, `Prometheus unreachable: ${error.message}`, `Widget ${widget.id} (${widget.title})`);
    },
  });
}

/**
 * Prometheus knows no users: the console asks it with its own network position. Its answers go only to a session
 * whose policy allows what the dashboard page needs in MinIO (`admin:ServerInfo`, as the General Status does).
 */
async function requireServerInfo(connection: AdminConnection): Promise<void> {
  const account = await sessionAccount(connection);
  // The answer for this very account answer (reused while it is fresh, see recent-account-info.ts): its policy is
  // read once rather than parsed again on each of the dashboard's widget calls.
  let allowed = serverInfoAllowed.get(account);
  if (allowed === undefined) {
    allowed = can(policyOf(account), 'admin:ServerInfo');
    serverInfoAllowed.set(account, allowed);
  }
  if (!allowed) throw new ApiError(403, 'Access denied', 'The dashboard needs the admin:ServerInfo permission');
}

const serverInfoAllowed = new WeakMap<object, boolean>();
