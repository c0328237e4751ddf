import { randomBytes } from 'node:crypto';
import { seal } from '../../platform/session/sealed-box';
import { UploadIds } from './upload-id';

describe('UploadIds', () => {
  const sessionKey = randomBytes(32);
  const ids = new UploadIds(sessionKey);
  const claim = { minioUploadId: 'ZGVwbG95bWVudC5hYmNkZWY', size: 1234 };

  it('gives back what it sealed, for the same object, also in another replica with the same key', () => {
    const id = ids.issue('photos', 'a/b.bin', claim);
    expect(ids.open(id, 'photos', 'a/b.bin')).toEqual(claim);
    expect(new UploadIds(sessionKey).open(id, 'photos', 'a/b.bin')).toEqual(claim);
  });

  it('hides MinIO id and size from the client, and fits the contract (at most 1024 characters)', () => {
    const id = ids.issue('photos', 'k'.repeat(1024), { minioUploadId: 'x'.repeat(200), size: 5 * 1024 ** 4 });
    expect(id).not.toContain(claim.minioUploadId);
    expect(id.length).toBeLessThanOrEqual(1024);
  });

  it.each([
    ['another object', (id: string) => ids.open(id, 'photos', 'other.bin')],
    ['another bucket', (id: string) => ids.open(id, 'videos', 'a/b.bin')],
    ['another key', (id: string) => new UploadIds(randomBytes(32)).open(id, 'photos', 'a/b.bin')],
    ['a changed id', (id: string) => ids.open(`${id.slice(0, -2)}AA`, 'photos', 'a/b.bin')],
    ['a bare MinIO id', () => ids.open(claim.minioUploadId, 'photos', 'a/b.bin')],
    // The session key itself seals cookies: a value sealed with it is not an upload id.
    ['a session cookie', () => ids.open(seal({ u: 'x', s: 1, o: 'y' }, sessionKey), 'photos', 'a/b.bin')],
  ])('refuses %s with a 404', (_what, attempt) => {
    const id = ids.issue('photos', 'a/b.bin', claim);
    expect(() => attempt(id)).toThrow(expect.objectContaining({ status: 404, message: 'Upload not found' }));
  });
});
