import {
  JOB_FOUND_KEEP_MS,
  JOB_MISSING_KEEP_MS,
  JobCheck,
  jobSeriesQuery,
  MAX_JOBS_LISTED,
  SCRAPED_JOBS_QUERY,
} from './job-check';
import { PrometheusUnavailable, type PrometheusClient, type PromResult } from './prometheus-client';

/**
 * A Prometheus that scrapes `scraped()` and holds `ownSeries` series of the configured job (pushed or federated ones
 * when the job is not scraped), recording the queries it is asked.
 */
function prometheusWith(scraped: () => Promise<readonly string[]>, ownSeries = 0) {
  const queries: string[] = [];
  const vector = (series: PromResult['series']): PromResult => ({ resultType: 'vector', series });
  const client = {
    instant: async (query: string): Promise<PromResult> => {
      queries.push(query);
      if (query !== SCRAPED_JOBS_QUERY)
        return vector(ownSeries > 0 ? [{ metric: {}, values: [[0, `${ownSeries}`]] }] : []);
      return vector((await scraped()).map((job) => ({ metric: { job }, values: [[0, '1']] })));
    },
  } as unknown as PrometheusClient;
  return { client, queries };
}

describe('JobCheck', () => {
  it('names the scraped jobs, sorted, when the configured one has no series at all', async () => {
    const { client, queries } = prometheusWith(async () => ['minio-single', 'minio-erasure']);
    await expect(new JobCheck(client, 'minio-jobb').unknownJob()).resolves.toEqual({
      job: 'minio-jobb',
      scrapedJobs: ['minio-erasure', 'minio-single'],
    });
    expect(queries).toEqual(['group by (job) (up)', 'count({job="minio-jobb"})']);
    expect(queries[1]).toBe(jobSeriesQuery('minio-jobb'));
  });

  it('says nothing when the configured job is scraped, after one cheap query', async () => {
    const { client, queries } = prometheusWith(async () => ['minio-erasure', 'node']);
    await expect(new JobCheck(client, 'minio-erasure').unknownJob()).resolves.toBeUndefined();
    expect(queries).toEqual([SCRAPED_JOBS_QUERY]);
  });

  it('says nothing when the job has series without being scraped (pushed, federated)', async () => {
    const { client } = prometheusWith(async () => ['federate'], 581);
    await expect(new JobCheck(client, 'minio-job').unknownJob()).resolves.toBeUndefined();
  });

  it(`names at most ${MAX_JOBS_LISTED} jobs`, async () => {
    const { client } = prometheusWith(async () => Array.from({ length: 30 }, (_, index) => `job-${index + 10}`));
    const answer = await new JobCheck(client, 'minio-job').unknownJob();
    expect(answer?.scrapedJobs).toHaveLength(MAX_JOBS_LISTED);
  });

  it('asks once for the widgets answered empty together; a missing job is asked again soon, a found one later', async () => {
    let now = 1_000_000;
    let jobs = ['minio-erasure'];
    const { client, queries } = prometheusWith(async () => jobs);
    const check = new JobCheck(client, 'minio-job', () => now);
    await Promise.all(Array.from({ length: 12 }, () => check.unknownJob()));
    expect(queries).toHaveLength(2);
    now += JOB_MISSING_KEEP_MS - 1;
    await check.unknownJob();
    expect(queries).toHaveLength(2);
    now += 1;
    jobs = ['minio-job'];
    await expect(check.unknownJob()).resolves.toBeUndefined();
    expect(queries).toHaveLength(3);
    now += JOB_FOUND_KEEP_MS - 1;
    await check.unknownJob();
    expect(queries).toHaveLength(3);
    now += 1;
    await check.unknownJob();
    expect(queries).toHaveLength(4);
  });

  it('says nothing when Prometheus fails, and asks again next time', async () => {
    let fail = true;
    const { client, queries } = prometheusWith(async () => {
      if (fail) throw new PrometheusUnavailable('connect ECONNREFUSED');
      return ['minio-erasure'];
    });
    const check = new JobCheck(client, 'typo');
    await expect(check.unknownJob()).resolves.toBeUndefined();
    fail = false;
    await expect(check.unknownJob()).resolves.toEqual({ job: 'typo', scrapedJobs: ['minio-erasure'] });
    expect(queries).toHaveLength(3);
  });
});
