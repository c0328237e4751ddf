import { canSaveImageUpdate, isValidImage } from './image.rules';

const form = { image: '', customRegistry: false, registry: '', username: '', password: '' };

describe('update-version image rule', () => {
  it('accepts an empty image (the latest build) and repository/name:tag forms', () => {
    for (const image of [
      '',
      '  ',
      'minio/minio:RELEASE.2024-01-01T00-00-00Z',
      'quay.io/minio/minio:v1',
      'registry:5000/team/minio:7',
    ]) {
      expect(isValidImage(image)).toBe(true);
    }
  });

  it('refuses an image without repository, without tag, or with spaces', () => {
    for (const image of [
      'minio',
      'minio:latest',
      'minio/minio',
      'minio/minio:',
      'minio/ minio:1',
      '/minio:1',
      'minio/minio:a:b',
    ]) {
      expect(isValidImage(image)).toBe(false);
    }
  });

  it('needs endpoint, user name and password (non-blank) with a custom registry', () => {
    const custom = { ...form, image: 'minio/minio:1', customRegistry: true };
    expect(canSaveImageUpdate(custom)).toBe(false);
    expect(canSaveImageUpdate({ ...custom, registry: 'r.example', username: 'u', password: ' ' })).toBe(false);
    expect(canSaveImageUpdate({ ...custom, registry: 'r.example', username: 'u', password: 'p' })).toBe(true);
    expect(canSaveImageUpdate({ ...form, image: 'minio' })).toBe(false);
    expect(canSaveImageUpdate(form)).toBe(true);
  });
});
