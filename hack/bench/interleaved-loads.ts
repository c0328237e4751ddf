import { chromium, type Browser } from '@playwright/test';
import { loadavg } from 'node:os';
import playwrightConfig from '../../playwright.config';
import { stopAll } from '../../test/world/processes';

/**
 * Runs `load` for each side in turn, A B then B A and so on, for `rounds` counted rounds after one warm-up round
 * (`counted` false), in one Debian Chromium; then closes it and stops the consoles the script started. Answers the
 * 1-minute load average at the start, for the script's report.
 */
export async function interleavedLoads<Side>(
  sides: readonly Side[],
  rounds: number,
  load: (browser: Browser, side: Side, counted: boolean) => Promise<void>,
): Promise<number> {
  const browser = await chromium.launch({
    ...playwrightConfig.use?.launchOptions,
    executablePath: '/usr/bin/chromium',
  });
  const loadBefore = loadavg()[0] ?? 0;
  try {
    for (let round = 0; round <= rounds; round += 1) {
      for (const side of round % 2 === 0 ? sides : [...sides].reverse()) await load(browser, side, round > 0);
    }
  } finally {
    await browser.close();
    await stopAll();
  }
  return loadBefore;
}
