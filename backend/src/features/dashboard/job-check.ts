import type { Schema } from '@contract/shared/contract-types';
import type { PrometheusClient } from './prometheus-client';
import { jobSelector } from './widget-catalogue';

/**
 * How long an answer of the check is kept. That the job has series is kept long (a right job stays right, and a
 * dashboard with one widget empty for its own reasons then asks once in a while only); that it has none, briefly,
 * so the notice goes soon after Prometheus starts scraping it.
 */
export const JOB_FOUND_KEEP_MS = 5 * 60_000;
export const JOB_MISSING_KEEP_MS = 30_000;
/** Jobs named at most in the answer; a Prometheus scraping more is not the console's to list. */
export const MAX_JOBS_LISTED = 20;
/** The `job` of every target Prometheus scrapes: each has an `up` series. One series per job, cheap to evaluate. */
export const SCRAPED_JOBS_QUERY = 'group by (job) (up)';

type UnknownJob = Schema<'UnknownJob'>;

/**
 * Whether CONSOLE_PROMETHEUS_JOB_ID names no job Prometheus has series for (a typo, or MinIO's scrape job named
 * otherwise), which leaves every widget empty. Asked only for a widget whose answer is empty, never on the path of
 * a widget with data, and once for all the widgets asking at the same time: the scraped jobs (one cheap query);
 * only when the job is not among them, whether any series of it exists at all (pushed or federated ones have no
 * `up`). A failed check says nothing (the widget stays as it is) and is not kept.
 */
export class JobCheck {
  private last: { readonly until: number; readonly answer: Promise<UnknownJob | undefined> } | undefined;

  constructor(
    private readonly prometheus: PrometheusClient,
    private readonly job: string,
    private readonly now: () => number = Date.now,
  ) {}

  unknownJob(): Promise<UnknownJob | undefined> {
    const now = this.now();
    if (this.last && this.last.until > now) return this.last.answer;
    const answer = this.ask(now).then(
      (found) => {
        if (this.last === entry) entry.until = now + (found ? JOB_MISSING_KEEP_MS : JOB_FOUND_KEEP_MS);
        return found;
      },
      () => {
        if (this.last === entry) this.last = undefined;
        return undefined;
      },
    );
    // Kept while it is asked: the widgets answered empty at the same moment share the one check.
    const entry = { until: Number.POSITIVE_INFINITY, answer };
    this.last = entry;
    return answer;
  }

  private async ask(now: number): Promise<UnknownJob | undefined> {
    const time = Math.floor(now / 1000);
    const scraped = await this.prometheus.instant(SCRAPED_JOBS_QUERY, time);
    const jobs = [...new Set(scraped.series.map((entry) => entry.metric['job'] ?? ''))].filter(Boolean).sort();
    if (jobs.includes(this.job)) return undefined;
    const own = await this.prometheus.instant(jobSeriesQuery(this.job), time);
    if (own.series.length > 0) return undefined;
    return { job: this.job, scrapedJobs: jobs.slice(0, MAX_JOBS_LISTED) };
  }
}

/** The number of the configured job's series: an empty answer when it has none. */
export function jobSeriesQuery(job: string): string {
  return `count({${jobSelector(job)}})`;
}

/** Whether a widget's answer has no series at all. */
export function hasNoSeries(widget: Schema<'Widget'>): boolean {
  return (widget.targets ?? []).every((target) => (target.result ?? []).length === 0);
}
