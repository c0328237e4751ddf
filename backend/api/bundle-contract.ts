import { readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { parse } from 'yaml';

/** A value read from YAML or JSON. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** A JSON object, such as an OpenAPI document. */
export type JsonObject = { [key: string]: Json };

/** The directory holding `openapi.yaml`, `paths/` and `schemas/`. */
export const contractDir = __dirname;

const root = 'openapi.yaml';

/**
 * Bundles the split contract into one OpenAPI document whose `$ref`s are all internal (`#/…`).
 *
 * The split follows three conventions, checked here so that a slip fails the codegen instead of producing a bundle
 * that only some tools understand:
 * - each `paths` entry of `openapi.yaml` is `$ref: './paths/<feature>.yaml#/<the same path, JSON-pointer-escaped>'`,
 *   and every path a `paths/*.yaml` file declares is listed there;
 * - every top-level key of `schemas/<feature>.yaml` is a schema, bundled as `components.schemas.<key>`, so schema
 *   names are unique across files;
 * - a `$ref` points at `openapi.yaml#/…` (shared parameters and responses) or at `schemas/<feature>.yaml#/<Name>`
 *   (the file that defines `Name`); `#/<Name>` inside a schema file means that same file.
 */
export function bundleContract(dir = contractDir): JsonObject {
  const load = cachedLoader(dir);
  const document = asObject(load(root), root);
  const schemaOwners = new Map<string, string>();
  const schemaFiles = yamlFiles(dir, 'schemas');
  for (const file of schemaFiles) {
    for (const name of Object.keys(asObject(load(file), file))) {
      const owner = schemaOwners.get(name);
      if (owner) throw new Error(`${file}: schema ${name} is already defined in ${owner}`);
      schemaOwners.set(name, file);
    }
  }
  const rewrite = refRewriter(schemaOwners);

  const paths: JsonObject = {};
  const listed = new Set<string>();
  for (const [path, item] of Object.entries(asObject(document.paths ?? {}, `${root} paths`))) {
    const file = pathItemFile(path, item);
    const pathItem = asObject(load(file), file)[path];
    if (pathItem === undefined) throw new Error(`${root}: ${path} refers to ${file}, which does not declare it`);
    paths[path] = rewrite(pathItem, file);
    listed.add(`${file} ${path}`);
  }
  for (const file of yamlFiles(dir, 'paths')) {
    for (const path of Object.keys(asObject(load(file), file))) {
      if (!listed.has(`${file} ${path}`)) throw new Error(`${file}: ${path} is not listed in ${root}`);
    }
  }

  const components = asObject(rewrite(document.components ?? {}, root), `${root} components`);
  const schemas: JsonObject = { ...asObject(components.schemas ?? {}, `${root} components.schemas`) };
  for (const file of schemaFiles) {
    for (const [name, schema] of Object.entries(asObject(load(file), file))) {
      if (name in schemas) throw new Error(`${file}: schema ${name} is also defined in ${root}`);
      schemas[name] = rewrite(schema, file);
    }
  }
  return { ...document, paths, components: { ...components, schemas } };
}

/** The `paths/<feature>.yaml` file a path entry of openapi.yaml refers to, after checking the convention. */
function pathItemFile(path: string, item: Json): string {
  const ref = isObject(item) && Object.keys(item).length === 1 ? item.$ref : undefined;
  const expected = `#/${path.replace(/~/g, '~0').replace(/\//g, '~1')}`;
  if (typeof ref !== 'string' || !ref.endsWith(expected)) {
    throw new Error(`${root}: ${path} must be only a $ref to './paths/<feature>.yaml${expected}'`);
  }
  const file = posix.normalize(ref.slice(0, -expected.length));
  if (!/^paths\/[a-z0-9-]+\.yaml$/.test(file)) throw new Error(`${root}: ${path} must refer to a paths/*.yaml file`);
  return file;
}

/** Rewrites every `$ref` of a node read from `from` into its bundled, internal form. */
function refRewriter(schemaOwners: ReadonlyMap<string, string>): (node: Json, from: string) => Json {
  const target = (ref: string, from: string): string => {
    const hash = ref.indexOf('#');
    const filePart = hash < 0 ? ref : ref.slice(0, hash);
    const pointer = hash < 0 ? '' : ref.slice(hash + 1);
    const file = filePart === '' ? from : posix.normalize(posix.join(posix.dirname(from), filePart));
    if (file === root) return `#${pointer}`;
    const name = pointer.slice(1);
    if (file.startsWith('schemas/') && /^\/\w+$/.test(pointer) && schemaOwners.get(name) === file) {
      return `#/components/schemas/${name}`;
    }
    throw new Error(`${from}: $ref '${ref}' must name ${root}#/… or a schema of the schemas/*.yaml file defining it`);
  };
  const rewrite = (node: Json, from: string): Json => {
    if (Array.isArray(node)) return node.map((child) => rewrite(child, from));
    if (!isObject(node)) return node;
    return Object.fromEntries(
      Object.entries(node).map(([key, value]) => [
        key,
        key === '$ref' && typeof value === 'string' ? target(value, from) : rewrite(value, from),
      ]),
    );
  };
  return rewrite;
}

function cachedLoader(dir: string): (file: string) => Json {
  const cache = new Map<string, Json>();
  return (file) => {
    let value = cache.get(file);
    if (value === undefined) {
      try {
        value = parse(readFileSync(join(dir, file), 'utf8')) as Json;
      } catch (error) {
        throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
      }
      cache.set(file, value);
    }
    return value;
  };
}

function yamlFiles(dir: string, folder: string): string[] {
  return readdirSync(join(dir, folder))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => `${folder}/${name}`);
}

function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asObject(value: Json, what: string): JsonObject {
  if (!isObject(value)) throw new Error(`${what} must be a mapping`);
  return value;
}
