import type { Schema } from '@contract/shared/contract-types';
import { userChangesOfServiceAccount } from './service-account-changes';

const policyOn = (bucket: string, indent?: number) =>
  JSON.stringify(
    {
      Version: '2012-10-17',
      Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: [`arn:aws:s3:::${bucket}/*`] }],
    },
    null,
    indent,
  );
const opened: Schema<'ServiceAccountInfo'> = {
  accessKey: 'DEPLOYKEY',
  parentUser: 'alice',
  status: 'enabled',
  impliedPolicy: false,
  policy: policyOn('opened'),
  name: 'deploy',
  expiration: '2030-01-01T00:00:00Z',
};
const previous = {
  policy: opened.policy,
  name: 'deploy',
  description: '',
  expiration: '2030-01-01T00:00:00Z',
  status: 'enabled' as const,
};

describe('userChangesOfServiceAccount', () => {
  it('keeps a policy someone else set meanwhile when the user changed only the status', () => {
    const now = { ...opened, policy: policyOn('theirs') };
    // The dialog sends the policy as it opened, indented as the editor shows it.
    const sent = { policy: policyOn('opened', 2), status: 'disabled' as const };
    expect(userChangesOfServiceAccount(now, previous, sent)).toEqual({ status: 'disabled' });
  });

  it('refuses a policy both changed, naming the policy', () => {
    const now = { ...opened, policy: policyOn('theirs') };
    expect(() => userChangesOfServiceAccount(now, previous, { policy: policyOn('mine') })).toThrow(
      expect.objectContaining({ status: 409, message: "The service account's policy changed since you opened it" }),
    );
    // Someone else gave it back its parent's rights: a policy of the user's own is refused too.
    const inherited = { ...opened, impliedPolicy: true, policy: policyOn('parent') };
    expect(() => userChangesOfServiceAccount(inherited, previous, { policy: policyOn('mine') })).toThrow(
      expect.objectContaining({ status: 409 }),
    );
  });

  it('refuses a name, expiry or status both changed, naming the field and both values', () => {
    const now = { ...opened, name: 'theirs', expiration: null, status: 'disabled' as const };
    expect(() => userChangesOfServiceAccount(now, previous, { name: 'mine' })).toThrow(
      expect.objectContaining({
        status: 409,
        message: 'The service account changed since you opened it',
        detailedMessage: expect.stringContaining("Its name is 'theirs' now; it was 'deploy' when the dialog opened."),
      }),
    );
    expect(() => userChangesOfServiceAccount(now, previous, { expiration: '2031-01-01T00:00:00Z' })).toThrow(
      expect.objectContaining({ detailedMessage: expect.stringContaining('Its expiry is not set now') }),
    );
    // The same change made by both is no clash, and a change of another field passes.
    expect(userChangesOfServiceAccount(now, previous, { status: 'disabled', description: 'ci' })).toEqual({
      status: 'disabled',
      description: 'ci',
    });
  });

  it('writes a field `previous` leaves out as sent', () => {
    const now = { ...opened, name: 'theirs' };
    expect(userChangesOfServiceAccount(now, { status: 'enabled' }, { name: 'mine' })).toEqual({ name: 'mine' });
  });
});
