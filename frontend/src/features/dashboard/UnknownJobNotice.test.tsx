import '../../testing/test-ids';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { dashboardKeys, type Widget, type WidgetRange } from './dashboard.queries';
import { UnknownJobNotice } from './UnknownJobNotice';
import { WidgetCard } from './WidgetCard';

// uPlot needs a browser's matchMedia; no chart is drawn here (every widget is empty).
jest.mock('./LineChart', () => ({ LineChart: () => null }));

const range: WidgetRange = { start: 1_000, end: 4_600, step: 1 };
const empty = (id: number, title: string, unknownJob?: Widget['unknownJob']): Widget => ({
  id,
  title,
  type: 'graph',
  targets: [{ legendFormat: 'x', resultType: 'matrix', result: [] }],
  ...(unknownJob ? { unknownJob } : {}),
});

/** The dashboard's widgets as the server answered them (already in the cache: nothing is fetched). */
function dashboard(answers: readonly Widget[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const answer of answers) client.setQueryData(dashboardKeys.widget(answer.id, range), answer);
  render(
    <QueryClientProvider client={client}>
      <UnknownJobNotice>
        {answers.map((answer) => (
          <WidgetCard
            key={answer.id}
            header={{ id: answer.id, title: answer.title, type: answer.type }}
            range={range}
          />
        ))}
      </UnknownJobNotice>
    </QueryClientProvider>,
  );
}

describe('UnknownJobNotice', () => {
  it('says once, above the empty widgets, that the configured job has no series and which jobs Prometheus scrapes', () => {
    const hint = { job: 'minio-jobb', scrapedJobs: ['minio-erasure', 'minio-single'] };
    dashboard([empty(60, 'API Request Rate', hint), empty(63, 'Received Data', hint)]);
    const notices = screen.getAllByTestId('unknown-job');
    expect(notices).toHaveLength(1);
    expect(notices[0]?.textContent).toContain("Prometheus has no series for job 'minio-jobb'");
    expect(notices[0]?.textContent).toContain(
      'Check CONSOLE_PROMETHEUS_JOB_ID: it must name the job that scrapes MinIO. Jobs Prometheus scrapes: minio-erasure, minio-single.',
    );
    expect(screen.getAllByText('No data in this time range')).toHaveLength(2);
  });

  it('says when Prometheus scrapes no job at all', () => {
    dashboard([empty(60, 'API Request Rate', { job: 'minio-job', scrapedJobs: [] })]);
    expect(screen.getByTestId('unknown-job').textContent).toContain('Prometheus scrapes no job at the moment');
  });

  it('shows nothing when the widgets are empty for another reason', () => {
    dashboard([empty(60, 'API Request Rate')]);
    expect(screen.queryByTestId('unknown-job')).toBeNull();
    expect(screen.getByText('No data in this time range')).toBeTruthy();
  });
});
