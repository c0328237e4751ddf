import {
  canChangeOwnPassword,
  canChangeUserPassword,
  passwordLengthProblem,
  passwordMatchProblem,
} from './password.rules';
import { accessKeyProblem, canSubmitUser, groupSelectionProblem } from './user-form.rules';

describe('password rules (spec 02 §5, messages verbatim)', () => {
  it('asks for at least 8 characters', () => {
    expect(passwordLengthProblem('')).toBeUndefined();
    expect(passwordLengthProblem('1234567')).toBe('Passwords must be at least 8 characters long');
    expect(passwordLengthProblem('12345678')).toBeUndefined();
  });

  it('asks the repeat to match', () => {
    expect(passwordMatchProblem('12345678', '')).toBeUndefined();
    expect(passwordMatchProblem('12345678', '12345679')).toBe("New passwords don't match");
    expect(passwordMatchProblem('12345678', '12345678')).toBeUndefined();
  });

  it('enables the own-password Save only with all three fields filled and valid', () => {
    expect(canChangeOwnPassword('', '12345678', '12345678')).toBe(false);
    expect(canChangeOwnPassword('old', '1234567', '1234567')).toBe(false);
    expect(canChangeOwnPassword('old', '12345678', '12345670')).toBe(false);
    expect(canChangeOwnPassword('old', '12345678', '12345678')).toBe(true);
  });

  it("enables another user's password Save only with a non-empty equal repeat", () => {
    expect(canChangeUserPassword('12345678', '')).toBe(false);
    expect(canChangeUserPassword('12345678', '1234567')).toBe(false);
    expect(canChangeUserPassword('1234567', '1234567')).toBe(false);
    expect(canChangeUserPassword('12345678', '12345678')).toBe(true);
  });
});

describe('Create User and Add to Group rules', () => {
  it('needs an access key and a secret key of at least 8 characters', () => {
    expect(canSubmitUser('', '12345678')).toBe(false);
    expect(canSubmitUser('alice', '')).toBe(false);
    expect(canSubmitUser('alice', '1234567')).toBe(false);
    expect(canSubmitUser('alice', '12345678')).toBe(true);
  });

  it('flags access keys MinIO refuses', () => {
    expect(accessKeyProblem('al', 'rule')).toBe('rule');
    expect(accessKeyProblem('al ice', 'rule')).toBe('rule');
    expect(accessKeyProblem('a,b,c', 'rule')).toBe('rule');
    expect(accessKeyProblem('ci/bot', 'rule')).toBeUndefined();
  });

  it('needs at least one group', () => {
    expect(groupSelectionProblem(new Set())).toBe('You need to select at least one group to assign');
    expect(groupSelectionProblem(['devs'])).toBeUndefined();
  });
});
