import { Alert } from '@patternfly/react-core';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import type { UnknownJob } from './dashboard.queries';
import { dashboardStrings } from './dashboard.strings';

const text = dashboardStrings.unknownJob;

/** Where a widget reports that its answer is empty because Prometheus has no series for the configured job. */
const ReportUnknownJob = createContext<(hint: UnknownJob) => void>(() => undefined);

const sameHint = (a: UnknownJob, b: UnknownJob) =>
  a.job === b.job && a.scrapedJobs.join('\n') === b.scrapedJobs.join('\n');

/**
 * The widgets (`children`) with, above them, one notice when one of them was answered empty because Prometheus has
 * no series for CONSOLE_PROMETHEUS_JOB_ID (the server checks it only for an empty widget: a dashboard with data
 * does no more work). It names the jobs Prometheus does scrape, so a typo is seen at once.
 */
export function UnknownJobNotice({ children }: { readonly children: ReactNode }) {
  const [hint, setHint] = useState<UnknownJob>();
  const report = useCallback(
    (next: UnknownJob) => setHint((current) => (current && sameHint(current, next) ? current : next)),
    [],
  );
  return (
    <ReportUnknownJob.Provider value={report}>
      {hint && (
        <Alert
          variant="warning"
          isInline
          title={text.title(hint.job)}
          className="pf-v6-u-mb-md"
          data-test="unknown-job"
        >
          {hint.scrapedJobs.length > 0 ? text.scraped(hint.scrapedJobs.join(', ')) : text.noneScraped}
        </Alert>
      )}
      {children}
    </ReportUnknownJob.Provider>
  );
}

/** Reports a widget answer's `unknownJob` to the notice above the widgets (nothing outside an UnknownJobNotice). */
export function useReportUnknownJob(hint: UnknownJob | undefined): void {
  const report = useContext(ReportUnknownJob);
  useEffect(() => {
    if (hint) report(hint);
  }, [hint, report]);
}
