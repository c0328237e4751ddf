import { findJsonSyntaxError } from './json-syntax';
import { policyDocumentMessages, policyDocumentProblem } from './policy-document.rules';

const valid = JSON.stringify({
  Version: '2012-10-17',
  Statement: [{ Effect: 'Allow', Action: ['s3:GetObject'], Resource: ['arn:aws:s3:::b/*'] }],
});

describe('policyDocumentProblem', () => {
  it('accepts a document with a Version and Allow/Deny statements', () => {
    expect(policyDocumentProblem(valid)).toBeUndefined();
    expect(policyDocumentProblem(valid.replace('"Action"', '"NotAction"'))).toBeUndefined();
  });

  it('asks for a document when empty, unless the document is optional', () => {
    expect(policyDocumentProblem('  ')).toBe(policyDocumentMessages.empty);
    expect(policyDocumentProblem('', true)).toBeUndefined();
  });

  it('names the JSON error with its line and column', () => {
    const problem = policyDocumentProblem('{\n  "Version": "2012-10-17",\n  "Statement": [}\n}');
    expect(problem).toBe("This is not valid JSON: unexpected '}' at line 3, column 17.");
  });

  it('names what a policy lacks', () => {
    expect(policyDocumentProblem('[]')).toBe(policyDocumentMessages.notObject);
    expect(policyDocumentProblem('{"Statement": []}')).toBe(policyDocumentMessages.noVersion);
    expect(policyDocumentProblem('{"Version": "2012-10-17", "Statement": []}')).toBe(
      policyDocumentMessages.noStatement,
    );
    expect(
      policyDocumentProblem('{"Version": "2012-10-17", "Statement": [{"Effect": "Maybe", "Action": "s3:*"}]}'),
    ).toBe(policyDocumentMessages.badStatement(0));
  });
});

describe('findJsonSyntaxError', () => {
  it('accepts what JSON.parse accepts', () => {
    for (const text of ['{}', '[]', ' "a\\u00e9" ', '-1.5e+3', 'true', 'null', '{"a": [1, {"b": false}]}']) {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(findJsonSyntaxError(text)).toBeUndefined();
    }
  });

  it('finds where each kind of error is', () => {
    expect(findJsonSyntaxError('{"a": 1,}')).toMatchObject({ line: 1, column: 9, found: "'}'" });
    expect(findJsonSyntaxError('{\n  "a" 1\n}')).toMatchObject({ line: 2, column: 7, found: "'1'" });
    expect(findJsonSyntaxError('[1, 2')).toMatchObject({ found: 'the end of the document' });
    expect(findJsonSyntaxError("{'a': 1}")).toMatchObject({ column: 2, found: "'''" });
    expect(findJsonSyntaxError('{"a": tru}')).toMatchObject({ column: 10 });
    expect(findJsonSyntaxError('{} x')).toMatchObject({ column: 4, found: "'x'" });
  });
});
