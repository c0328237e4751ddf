import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { bundleContract, contractDir } from './bundle-contract';

/** Where the generated files live, relative to the contract directory. */
export const generatedDir = 'generated';

const note = 'generated — do not edit. Change backend/api/*.yaml and run `npx tsx hack/codegen.ts`.';

/**
 * The generated files as they should be on disk, by name inside `backend/api/generated/`:
 * - `openapi.json`: the bundled contract (internal refs only) that the backend's validator loads;
 * - `api.ts`: its TypeScript types (`paths`, `components`, `operations`, plus one alias per schema) for
 *   openapi-fetch in the frontend and for handlers in the backend.
 */
export async function renderContractFiles(dir = contractDir): Promise<Record<'openapi.json' | 'api.ts', string>> {
  const document = bundleContract(dir);
  const json = `${JSON.stringify({ 'x-generated': note, ...document }, null, 2)}\n`;
  // openapi-typescript may annotate what it is given; hand it a copy so the JSON above stays exactly the bundle.
  const ast = await openapiTS(structuredClone(document) as unknown as OpenAPI3, {
    rootTypes: true,
    rootTypesNoSchemaPrefix: true,
    silent: true,
  });
  const types = `// ${note}\n\n${astToString(ast)}`;
  return { 'openapi.json': json, 'api.ts': types };
}
