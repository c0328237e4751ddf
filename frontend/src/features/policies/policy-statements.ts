import { asList } from '@contract/shared/permissions/iam-policy';

/** One statement of a policy as the Summary tab shows it. */
export interface StatementRow {
  readonly sid?: string;
  readonly effect: string;
  readonly actions: readonly string[];
  /** True when the statement lists NotAction: everything except `actions`. */
  readonly exceptActions: boolean;
  readonly resources: readonly string[];
}

/** The statements of a policy document, or `undefined` when the text is not a readable policy. */
export function statementRows(documentText: string): StatementRow[] | undefined {
  let document: unknown;
  try {
    document = JSON.parse(documentText);
  } catch {
    return undefined;
  }
  if (typeof document !== 'object' || document === null) return undefined;
  const statements = (document as { Statement?: unknown }).Statement;
  // A single statement may be written without the list around it.
  const list: unknown[] = Array.isArray(statements) ? statements : statements === undefined ? [] : [statements];
  return list.filter(isRecord).map((statement) => {
    const exceptActions = statement.NotAction !== undefined;
    return {
      sid: typeof statement.Sid === 'string' && statement.Sid !== '' ? statement.Sid : undefined,
      effect: typeof statement.Effect === 'string' ? statement.Effect : '',
      actions: strings(exceptActions ? statement.NotAction : statement.Action),
      exceptActions,
      resources: strings(statement.Resource),
    };
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function strings(value: unknown): readonly string[] {
  if (typeof value === 'string') return asList(value);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}
