import { findJsonSyntaxError } from './json-syntax';

/** Text of the policy document checks, shown under the JSON editor as the person types. */
export const policyDocumentMessages = {
  empty: 'Enter a policy document.',
  notJson: (found: string, line: number, column: number) =>
    `This is not valid JSON: unexpected ${found} at line ${line}, column ${column}.`,
  invalidJson: 'This is not valid JSON.',
  notObject: 'A policy document is a JSON object: { "Version": …, "Statement": [ … ] }.',
  noVersion: 'The policy needs a "Version", e.g. "2012-10-17".',
  noStatement: 'The policy needs a "Statement" list with at least one statement.',
  badStatement: (index: number) =>
    `Statement ${index + 1} needs an "Effect" of "Allow" or "Deny" and an "Action" (or "NotAction").`,
} as const;

/**
 * Checks a policy document as the JSON editor's text changes; `undefined` when it can be sent. MinIO checks more
 * (known actions, resource forms) and its refusal is shown when saving; this catches what can be seen at once.
 * `optional` lets an empty text pass (a service account's 'Restrict with policy' left blank).
 */
export function policyDocumentProblem(text: string, optional = false): string | undefined {
  if (text.trim() === '') return optional ? undefined : policyDocumentMessages.empty;
  const syntax = findJsonSyntaxError(text);
  if (syntax) return policyDocumentMessages.notJson(syntax.found, syntax.line, syntax.column);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    // The scan above and the engine should agree; if they ever do not, the engine decides.
    return policyDocumentMessages.invalidJson;
  }
  if (typeof document !== 'object' || document === null || Array.isArray(document)) {
    return policyDocumentMessages.notObject;
  }
  const fields = document as Record<string, unknown>;
  if (typeof fields.Version !== 'string' || fields.Version === '') return policyDocumentMessages.noVersion;
  const statements = fields.Statement;
  if (!Array.isArray(statements) || statements.length === 0) return policyDocumentMessages.noStatement;
  const bad = statements.findIndex((statement) => !isStatement(statement));
  return bad >= 0 ? policyDocumentMessages.badStatement(bad) : undefined;
}

function isStatement(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const statement = value as Record<string, unknown>;
  const effectOk = statement.Effect === 'Allow' || statement.Effect === 'Deny';
  return effectOk && (statement.Action !== undefined || statement.NotAction !== undefined);
}

/** The document re-indented with two spaces, or the text unchanged when it is not JSON. */
export function formatPolicyDocument(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
