import type { Locator } from '@playwright/test';
import { makeBucket, removeBucketFully } from '../../support/minio-root';
import { need } from '../../world/state';
import { expect, test } from '../fixtures';
import { BucketsPage } from '../pages/buckets.page';
import { saveLightAndDark } from '../pages/screenshots';
import { startSession } from '../pages/api-login';
import { uniqueName, watchConsoleErrors } from './ux-kit';

/** The text of `cell` is whole: nothing scrolls inside it and it lies inside the card's box. */
async function expectUnclipped(cell: Locator, card: Locator): Promise<void> {
  const fit = await cell.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
  expect(fit.scroll, (await cell.getAttribute('data-test')) ?? undefined).toBeLessThanOrEqual(fit.client);
  const box = await cell.boundingBox();
  const cardBox = await card.boundingBox();
  expect(box && cardBox).toBeTruthy();
  if (!box || !cardBox) return;
  expect(box.x).toBeGreaterThanOrEqual(cardBox.x);
  expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
}

test('bucket cards show usage in large type and nothing is cut off from 320 to 2560 px', async ({
  page,
  world,
  consoleServer,
}) => {
  test.setTimeout(120_000);
  const minio = need(world.minio.erasure, 'erasure MinIO');
  const bucket = uniqueName('card-with-a-long-name-to-wrap');
  const errors = watchConsoleErrors(page);
  await makeBucket(minio, bucket);
  try {
    await startSession(page, consoleServer.url, minio);
    const buckets = new BucketsPage(page);
    await buckets.open(consoleServer.url);
    await buckets.filter.fill(bucket);
    const card = buckets.card(bucket);
    await expect(card).toBeVisible();
    for (const [width, height] of [
      [320, 800],
      [1440, 900],
      [1920, 1080],
      [2560, 1440],
    ] as const) {
      await page.setViewportSize({ width, height });
      await expect(card).toBeVisible();
      for (const id of ['created', 'size', 'objects', 'access']) {
        const cell = card.getByTestId(`bucket-${id}`);
        await expect(cell).toBeVisible();
        await expectUnclipped(cell, card);
      }
      await expectUnclipped(card.getByTestId('bucket-name'), card);
      // Usage is what a person opens the list for: size and object count in large type.
      for (const id of ['size', 'objects']) {
        const fontSize = await card
          .getByTestId(`bucket-${id}`)
          .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
        expect(fontSize).toBeGreaterThanOrEqual(20);
      }
      if (width === 1440) await saveLightAndDark(page, 'ux-bucket-cards-1440');
      if (width === 1920) await saveLightAndDark(page, 'ux-bucket-cards-1920');
      if (width === 320) await saveLightAndDark(page, 'ux-bucket-cards-320');
    }
    // Screen readers hear which bucket a link opens.
    await expect(card.getByRole('link', { name: `Browse bucket ${bucket}` })).toBeVisible();
    await expect(card.getByRole('link', { name: `Manage bucket ${bucket}` })).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    await removeBucketFully(minio, bucket);
  }
});
