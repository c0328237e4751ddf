import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { OpenAPISchemaValidator } from 'express-openapi-validator/dist/framework/openapi.schema.validator';
import { contractDir } from '../../../api/bundle-contract';
import { contractDocument, declaredOperations } from './openapi-document';
import { unknownFormats } from './openapi-validator';

interface Operation {
  readonly tags?: string[];
  readonly parameters?: Array<{ $ref?: string; in?: string; name?: string }>;
  readonly responses: Record<string, { $ref?: string }>;
}

const document = contractDocument();
const operation = (path: string, method: string) => document.paths[path]?.[method.toLowerCase()] as Operation;

describe('the API contract (backend/api/openapi.yaml)', () => {
  it('is a valid OpenAPI 3.0 document', () => {
    const validator = new OpenAPISchemaValidator({ version: document.openapi, validateApiSpec: true });
    expect(validator.validate(document as never).errors ?? []).toEqual([]);
  });

  it('gives every operation a unique operationId and a declared tag', () => {
    const ids = declaredOperations.map((op) => op.operationId);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    const tags = new Set((document.tags as Array<{ name: string }>).map((tag) => tag.name));
    expect(declaredOperations.filter((op) => !tags.has(op.tag)).map((op) => op.operationId)).toEqual([]);
  });

  it('answers every failure of every operation with ApiError {code, message, detailedMessage}', () => {
    const without = declaredOperations.filter(
      (op) => operation(op.path, op.method).responses.default?.$ref !== '#/components/responses/ApiError',
    );
    expect(without.map((op) => op.operationId)).toEqual([]);
    expect(document.components).toMatchObject({
      schemas: { ApiError: { required: ['code', 'message', 'detailedMessage'] } },
    });
  });

  it('keeps websockets under /ws/, the tenant proxy under /api/proxy/ and everything else under /api/v1/', () => {
    const misplaced = declaredOperations.filter(
      (op) => !op.path.startsWith({ websocket: '/ws/', proxy: '/api/proxy/', http: '/api/v1/' }[op.transport]),
    );
    expect(misplaced.map((op) => op.operationId)).toEqual([]);
  });

  it('has no two /api/v1 paths that match the same URL (the validator takes the first match, whatever the method)', () => {
    const templates = [...new Set(declaredOperations.map((op) => op.path))];
    const pattern = (template: string) => new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
    const overlaps = templates.flatMap((a) =>
      templates.filter((b) => a !== b && pattern(b).test(a.replace(/\{[^}]+\}/g, 'x'))).map((b) => `${a} ~ ${b}`),
    );
    expect(overlaps).toEqual([]);
  });

  it('uses only formats the validator checks', () => {
    expect(unknownFormats(document)).toEqual([]);
  });

  it('has generated files in sync with the YAML (else run `npx tsx hack/codegen.ts`)', () => {
    // A child process, because openapi-typescript pulls in ESM-only packages that Jest cannot require.
    const repository = join(contractDir, '..', '..');
    const check = spawnSync(process.execPath, [require.resolve('tsx/cli'), 'hack/codegen.ts', '--check'], {
      cwd: repository,
      encoding: 'utf8',
    });
    expect({ status: check.status, output: check.stdout + check.stderr }).toEqual({
      status: 0,
      output: expect.stringContaining('match the contract') as unknown,
    });
  });
});
