import { existsSync, readFileSync } from 'node:fs';

export interface Counts {
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  /** Tests that failed once and passed when run again (Playwright's retry in CI), named so nobody forgets them. */
  readonly flaky?: readonly string[];
}

const none: Counts = { passed: 0, failed: 0, skipped: 0 };

/** Counts from `jest --json --outputFile`. A missing report (jest crashed) counts as one failure. */
export function jestCounts(file: string): Counts {
  if (!existsSync(file)) return { ...none, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numRuntimeErrorTestSuites: number;
  };
  return {
    passed: report.numPassedTests,
    // A suite that fails to load has no failed tests of its own, but it is a failure.
    failed: report.numFailedTests + report.numRuntimeErrorTestSuites,
    skipped: report.numPendingTests + report.numTodoTests,
  };
}

interface PlaywrightSuite {
  readonly title: string;
  readonly specs?: readonly { title: string; tests: readonly { status: string }[] }[];
  readonly suites?: readonly PlaywrightSuite[];
}

/** Counts from Playwright's JSON reporter. */
export function playwrightCounts(file: string): Counts {
  if (!existsSync(file)) return { ...none, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: unknown[];
    suites?: readonly PlaywrightSuite[];
  };
  return {
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    skipped: report.stats.skipped,
    flaky: (report.suites ?? []).flatMap((suite) => flakyTitles(suite)),
  };
}

function flakyTitles(suite: PlaywrightSuite, path = ''): string[] {
  const here = path ? `${path} › ${suite.title}` : suite.title;
  const own = (suite.specs ?? [])
    .filter((spec) => spec.tests.some((test) => test.status === 'flaky'))
    .map((spec) => `${here} › ${spec.title}`);
  return [...own, ...(suite.suites ?? []).flatMap((child) => flakyTitles(child, here))];
}
