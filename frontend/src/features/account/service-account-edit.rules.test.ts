import {
  canSaveServiceAccount,
  editFormOf,
  serviceAccountEditMessages,
  serviceAccountEditProblems,
  serviceAccountUpdateBody,
} from './service-account-edit.rules';
import type { ServiceAccountInfo } from './service-accounts.queries';

const now = new Date('2030-01-01T12:00:00');
const info: ServiceAccountInfo = {
  accessKey: 'KEY',
  parentUser: 'alice',
  status: 'enabled',
  impliedPolicy: false,
  policy: '{"Version":"2012-10-17","Statement":[{"Effect":"Allow","Action":["s3:GetObject"],"Resource":["*"]}]}',
  name: 'deploy',
  description: 'ci',
  expiration: '2029-12-31T10:00:00Z',
};

/** What the dialog opened with, sent along so that the server applies only the user's changes. */
const openedWith = {
  policy: info.policy,
  name: 'deploy',
  description: 'ci',
  expiration: '2029-12-31T10:00:00Z',
  status: 'enabled',
};

describe('the Edit service account form', () => {
  it('starts as the account is, and sends only the policy when nothing changed', () => {
    const form = editFormOf(info);
    expect(form).toMatchObject({ restrict: true, name: 'deploy', description: 'ci', enabled: true });
    // An expiry already passed does not block saving other changes (e.g. disabling it).
    expect(canSaveServiceAccount(form, info, now)).toBe(true);
    expect(serviceAccountUpdateBody(form, info)).toEqual({ policy: form.policy, previous: openedWith });
    expect(JSON.parse(form.policy)).toEqual(JSON.parse(info.policy));
  });

  it('sends each change, null to remove the expiry, an empty policy for the owner’s rights', () => {
    const form = { ...editFormOf(info), enabled: false, restrict: false, name: 'other', expiry: '' };
    expect(serviceAccountUpdateBody(form, info)).toEqual({
      policy: '',
      name: 'other',
      expiration: null,
      status: 'disabled',
      previous: openedWith,
    });
  });

  it('refuses an emptied name or description (MinIO keeps them) and a new expiry in the past', () => {
    const form = { ...editFormOf(info), name: '', description: '', expiry: '2029-06-01T10:00' };
    const problems = serviceAccountEditProblems(form, info, now);
    expect(problems.name).toBe(serviceAccountEditMessages.nameKept);
    expect(problems.description).toBe(serviceAccountEditMessages.descriptionKept);
    expect(problems.expiry).toBeDefined();
    expect(canSaveServiceAccount(form, info, now)).toBe(false);
  });
});
