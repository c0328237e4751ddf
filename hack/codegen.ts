/**
 * Generates the contract's committed outputs from backend/api/*.yaml:
 *   npx tsx hack/codegen.ts           writes backend/api/generated/{openapi.json,api.ts}
 *   npx tsx hack/codegen.ts --check   exits 1, naming the stale files, when they differ from what the YAML generates
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contractDir } from '../backend/api/bundle-contract';
import { generatedDir, renderContractFiles } from '../backend/api/render-contract';

async function main(): Promise<void> {
  const check = process.argv.includes('--check');
  const outDir = join(contractDir, generatedDir);
  let files: Record<string, string>;
  try {
    files = await renderContractFiles();
  } catch (error) {
    console.error(`codegen: the contract in ${relative(process.cwd(), contractDir)} is invalid:`);
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }

  if (check) {
    const stale = Object.entries(files)
      .filter(([name, content]) => {
        const path = join(outDir, name);
        return !existsSync(path) || readFileSync(path, 'utf8') !== content;
      })
      .map(([name]) => relative(process.cwd(), join(outDir, name)));
    if (stale.length > 0) {
      console.error(`codegen --check: ${stale.join(' and ')} ${stale.length > 1 ? 'are' : 'is'} out of date with`);
      console.error('backend/api/*.yaml. Run `npx tsx hack/codegen.ts` and commit the result.');
      process.exit(1);
    }
    console.log(`codegen --check: ${Object.keys(files).join(', ')} match the contract.`);
    return;
  }

  mkdirSync(outDir, { recursive: true });
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(join(outDir, name), content);
    console.log(`codegen: wrote ${relative(process.cwd(), join(outDir, name))}`);
  }
}

void main();
