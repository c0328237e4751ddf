import { yamlProblem } from './yaml.rules';

describe('tenant YAML check', () => {
  it('accepts a mapping', () => {
    expect(yamlProblem('apiVersion: minio.min.io/v2\nkind: Tenant\nspec:\n  image: minio/minio:x\n')).toBeUndefined();
  });

  it('names the line of a syntax error', () => {
    expect(yamlProblem('spec:\n  image: [unclosed\n')).toMatch(/^Invalid YAML: .*line \d+, column \d+$/);
  });

  it('refuses a document that is not a mapping', () => {
    expect(yamlProblem('- a\n- b\n')).toMatch(/must be a YAML mapping/);
    expect(yamlProblem('just text')).toMatch(/must be a YAML mapping/);
  });
});
