import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { OpenAPISchemaValidator } from 'express-openapi-validator/dist/framework/openapi.schema.validator';
import { contractDir } from '@contract/bundle-contract';
import { contractDocument, declaredOperations } from './openapi-document';
import { unknownFormats } from './openapi-validator';

interface Operation {
  readonly tags?: string[];
  readonly parameters?: Array<{ $ref?: string; in?: string; name?: string }>;
  readonly responses: Record<string, { $ref?: string }>;
}

const document = contractDocument();
const operation = (path: string, method: string) => document.paths[path]?.[method.toLowerCase()] as Operation;

interface SchemaNode {
  readonly $ref?: string;
  readonly type?: string;
  readonly properties?: Readonly<Record<string, SchemaNode>>;
  readonly additionalProperties?: boolean | SchemaNode;
  readonly items?: SchemaNode;
  readonly allOf?: readonly SchemaNode[];
}

const schemaNamed = (ref: string) =>
  (document.components as { schemas: Record<string, SchemaNode> }).schemas[ref.replace('#/components/schemas/', '')];

/**
 * What keeps a request body from accepting unknown fields, as a list of the places that do not: every object a
 * request body holds declares `additionalProperties`, and an `allOf` of several parts is closed at its own level with
 * exactly its parts' property names, its parts left open (see backend/api/README.md, "Request bodies are closed").
 */
function unclosedRequestObjects(): string[] {
  const problems: string[] = [];
  const seen = new Set<SchemaNode>();
  const namesOf = (node: SchemaNode): string[] =>
    Object.keys((node.$ref ? schemaNamed(node.$ref) : node)?.properties ?? {});
  const visit = (node: SchemaNode | undefined, where: string): void => {
    if (!node || seen.has(node)) return;
    seen.add(node);
    if (node.$ref) return visit(schemaNamed(node.$ref), node.$ref.replace('#/components/schemas/', ''));
    const parts = node.allOf ?? [];
    if (parts.length > 1) {
      const partNames = [...new Set(parts.flatMap(namesOf))].sort();
      if (
        node.additionalProperties !== false ||
        Object.keys(node.properties ?? {})
          .sort()
          .join() !== partNames.join()
      )
        problems.push(`${where}: an allOf must say additionalProperties: false and list ${partNames.join(', ')}`);
      for (const part of parts) {
        const resolved = part.$ref ? schemaNamed(part.$ref) : part;
        if (resolved?.additionalProperties === false) problems.push(`${where}: a part of its allOf is closed`);
        for (const [name, property] of Object.entries(resolved?.properties ?? {})) visit(property, `${where}.${name}`);
      }
      return;
    }
    parts.forEach((part) => visit(part, where));
    if ((node.type === 'object' || node.properties) && node.additionalProperties === undefined)
      problems.push(`${where}: no additionalProperties`);
    for (const [name, property] of Object.entries(node.properties ?? {})) visit(property, `${where}.${name}`);
    visit(node.items, `${where}[]`);
    if (typeof node.additionalProperties === 'object') visit(node.additionalProperties, `${where}{}`);
  };
  for (const op of declaredOperations.filter((declared) => declared.transport === 'http')) {
    const body = (
      operation(op.path, op.method) as { requestBody?: { content?: Record<string, { schema?: SchemaNode }> } }
    ).requestBody;
    for (const [media, content] of Object.entries(body?.content ?? {}))
      visit(content.schema, `${op.operationId} (${media})`);
  }
  return problems;
}

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

  it('closes every object a request body holds, so that an unknown field is refused', () => {
    expect(unclosedRequestObjects()).toEqual([]);
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
