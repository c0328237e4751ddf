import { ApiError } from '../../platform/errors/api-error';
import { parsePolicyDocument } from './policy-document';

const problemWith = (text: string): string => {
  try {
    parsePolicyDocument(text);
  } catch (error) {
    if (error instanceof ApiError && error.status === 400 && error.message === 'Invalid policy document') {
      return error.detailedMessage;
    }
    throw error;
  }
  return 'accepted';
};

describe('parsePolicyDocument', () => {
  it('accepts a document with Version and Statement (a list or a single statement)', () => {
    const statement = { Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::b/*'] };
    expect(parsePolicyDocument(JSON.stringify({ Version: '2012-10-17', Statement: [statement] }))).toEqual({
      Version: '2012-10-17',
      Statement: [statement],
    });
    expect(problemWith(JSON.stringify({ Version: '2012-10-17', Statement: statement }))).toBe('accepted');
  });

  it.each([
    ['{"Version": ', /^The policy is not valid JSON: /],
    ['"text"', /must be a JSON object/],
    ['null', /must be a JSON object/],
    ['{"Statement": []}', /no "Version"/],
    ['{"Version": "", "Statement": []}', /no "Version"/],
    ['{"Version": "2012-10-17"}', /no "Statement"/],
    ['{"Version": "2012-10-17", "Statement": ["s3:*"]}', /Each entry of "Statement" must be a JSON object/],
  ])('refuses %s, naming the problem', (text, problem) => {
    expect(problemWith(text)).toMatch(problem);
  });
});
