import { readFileSync } from 'node:fs';
import { openSioStream } from '../../../backend/src/platform/minio/crypto/sio-stream';
import { chooseTheme, saveScreenshot } from '../pages/screenshots';
import { bucketWith, expect, test } from './objects-kit';

test.describe.configure({ timeout: 90_000 });

test('inspects an object: the encrypted file is saved and its key shown once opens it', async ({
  page,
  consoleServer,
  minio,
  bucket,
  objects,
}) => {
  await bucketWith(minio, bucket, { 'case.txt': 'support case bytes' });
  await objects.openAs(consoleServer.url, minio, bucket, 'case.txt');
  await page.getByTestId('detail-inspect').click();
  const modal = page.getByTestId('inspect-modal');
  await expect(modal).toContainText('The key to decrypt it is shown once');
  await saveScreenshot(page, 'objects-inspect-light');

  const saved = page.waitForEvent('download');
  await modal.getByTestId('inspect-start').click();
  const download = await saved;
  expect(download.suggestedFilename()).toBe(`inspect-${bucket}-case.txt.enc`);
  const key = await modal.getByTestId('inspect-key').getByRole('textbox').inputValue();
  expect(key).toMatch(/^[0-9a-f]{64}$/);
  const encrypted = readFileSync(await download.path());
  const zip = openSioStream({ cipher: 'aes-256-gcm', key: Buffer.from(key, 'hex'), nonce: Buffer.alloc(8) }, encrypted);
  expect(zip.includes(Buffer.from('xl.meta'))).toBe(true);
  await saveScreenshot(page, 'objects-inspect-key-light');

  await modal.getByTestId('inspect-close').click();
  await chooseTheme(page, 'Dark');
  await page.getByTestId('detail-inspect').click();
  await expect(modal.getByTestId('inspect-key')).toHaveCount(0);
  await saveScreenshot(page, 'objects-inspect-dark');
});
