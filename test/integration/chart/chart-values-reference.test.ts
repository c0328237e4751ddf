import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { valueRows, withFreshReference } from '../../../hack/chart-values-reference';
import { CHART_DIR } from './chart-kit';

/** Every key path of values.yaml down to its leaves (maps are walked, lists and scalars are leaves). */
function leafKeys(value: unknown, path: readonly string[] = []): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || Object.keys(value).length === 0) {
    return [path.join('.')];
  }
  return Object.entries(value).flatMap(([key, inner]) => leafKeys(inner, [...path, key]));
}

describe("chart: the values reference in the chart's README", () => {
  it('is what hack/chart-values-reference.ts generates from values.schema.json', () => {
    const readme = readFileSync(join(CHART_DIR, 'README.md'), 'utf8');
    // When this fails: npx tsx hack/chart-values-reference.ts
    expect(readme).toBe(withFreshReference(readme));
  });

  it('describes every value of values.yaml, and nothing values.yaml lacks', () => {
    const rows = valueRows();
    expect(rows.filter((row) => !row.description).map((row) => row.key)).toEqual([]);
    const values = parse(readFileSync(join(CHART_DIR, 'values.yaml'), 'utf8')) as unknown;
    const documented = rows.map((row) => row.key);
    // Maps of free keys (annotations, labels, resources) are documented as one value.
    const undocumented = leafKeys(values).filter(
      (key) => !documented.some((doc) => key === doc || key.startsWith(`${doc}.`)),
    );
    expect(undocumented).toEqual([]);
    expect(
      documented.filter((key) => !leafKeys(values).some((leaf) => leaf === key || leaf.startsWith(`${key}.`))),
    ).toEqual([]);
  });
});
