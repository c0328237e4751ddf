import {
  canCreateServiceAccount,
  emptyServiceAccountForm,
  serviceAccountDetails,
  serviceAccountMessages,
  serviceAccountProblems,
} from './service-account-form.rules';

const now = new Date('2030-01-01T12:00:00');
const form = (change: Partial<typeof emptyServiceAccountForm>) => ({ ...emptyServiceAccountForm, ...change });

describe('the Create service account form', () => {
  it('can create with nothing filled in (generated keys, the owner’s rights)', () => {
    expect(canCreateServiceAccount(emptyServiceAccountForm, now)).toBe(true);
    expect(serviceAccountDetails(emptyServiceAccountForm)).toEqual({});
  });

  it('needs a valid policy once restricted', () => {
    expect(canCreateServiceAccount(form({ restrict: true }), now)).toBe(false);
    expect(canCreateServiceAccount(form({ restrict: true, policy: '{' }), now)).toBe(false);
    const policy = '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":["s3:GetObject"]}]}';
    expect(canCreateServiceAccount(form({ restrict: true, policy }), now)).toBe(true);
    expect(serviceAccountDetails(form({ restrict: true, policy }))).toEqual({ policy });
  });

  it('needs both chosen keys, in MinIO’s limits', () => {
    expect(canCreateServiceAccount(form({ customize: true, accessKey: 'app-key' }), now)).toBe(false);
    const tooShort = form({ customize: true, accessKey: 'app-key', secretKey: 'short' });
    expect(serviceAccountProblems(tooShort, now).secretKey).toBe('Passwords must be at least 8 characters long');
    expect(serviceAccountProblems(form({ customize: true, accessKey: 'a b' }), now).accessKey).toBe(
      serviceAccountMessages.accessKey,
    );
    expect(
      canCreateServiceAccount(form({ customize: true, accessKey: 'app-key', secretKey: 'long-enough' }), now),
    ).toBe(true);
  });

  it('checks the name, description and expiry', () => {
    expect(serviceAccountProblems(form({ name: '1abc' }), now).name).toBe(serviceAccountMessages.name);
    expect(serviceAccountProblems(form({ name: 'backup_job-1' }), now).name).toBeUndefined();
    expect(serviceAccountProblems(form({ description: 'x'.repeat(257) }), now).description).toBe(
      serviceAccountMessages.description,
    );
    expect(serviceAccountProblems(form({ expiry: '2029-12-31T12:00' }), now).expiry).toBe(
      'The expiry must be in the future',
    );
    const later = form({ expiry: '2030-02-01T08:30' });
    expect(serviceAccountProblems(later, now).expiry).toBeUndefined();
    expect(serviceAccountDetails(later).expiration).toBe(new Date('2030-02-01T08:30').toISOString());
  });
});
