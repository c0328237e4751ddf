import { ApiError } from '../errors/api-error';
import {
  PASSWORD_HAS_CONTEXT_WORD,
  PASSWORD_TOO_COMMON,
  PASSWORD_TOO_SHORT,
  requireValidPassword,
} from './password-rule';

function refusal(password: string, accountName?: string): ApiError | undefined {
  try {
    requireValidPassword(password, 'secretKey', accountName);
    return undefined;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe('requireValidPassword', () => {
  it('refuses a password shorter than 8 characters with the spec message', () => {
    expect(refusal('short')).toMatchObject({ status: 400, message: PASSWORD_TOO_SHORT });
  });

  it.each(['password123', 'Password123', 'qwertyuiop', '123456789'])('refuses the common password %s', (password) => {
    const error = refusal(password);
    expect(error).toMatchObject({ status: 400, message: PASSWORD_TOO_COMMON });
    expect(error?.detailedMessage).toMatch(/most common passwords/);
  });

  it.each([
    ['my-minio-key', undefined, '"minio"'],
    ['ObjectConsole-2026', undefined, '"objectconsole"'],
    ['alice-in-2026!', 'Alice', 'the user name'],
  ])('refuses %s, which contains a context word', (password, accountName, which) => {
    const error = refusal(password, accountName);
    expect(error).toMatchObject({ status: 400, message: PASSWORD_HAS_CONTEXT_WORD });
    expect(error?.detailedMessage).toBe(`secretKey contains ${which}`);
  });

  it('accepts an uncommon password without context words, and ignores names under 3 characters', () => {
    expect(refusal('tide-lantern-orbit-9', 'alice')).toBeUndefined();
    expect(refusal('bob-likes-tide-lanterns', 'bo')).toBeUndefined();
  });
});
