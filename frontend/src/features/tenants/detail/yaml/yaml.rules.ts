import { parseDocument } from 'yaml';
import { tenantDetailStrings } from '../tenant-detail.strings';

/**
 * What is wrong with a YAML document, checked in the browser before it is sent (works offline): the parser's first
 * error with its line and column, or a document that is not a mapping. `undefined` when it parses as one.
 */
export function yamlProblem(text: string): string | undefined {
  const document = parseDocument(text, { prettyErrors: true });
  const [error] = document.errors;
  // The parser's message is one line with the position, then a code excerpt the editor already shows.
  if (error) return tenantDetailStrings.yaml.problem((error.message.split('\n')[0] ?? '').replace(/:\s*$/, ''));
  const value: unknown = document.toJS();
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return tenantDetailStrings.yaml.notAMapping;
  return undefined;
}
