import { i18n } from './i18n-instance';
import { Message } from './message';

/** What a plain function in a catalogue may be: it only places its arguments into its English text. */
type PlacingFunction = (...args: never) => string;

/**
 * A feature's English strings object (`*.strings.ts`): text, lists of paragraphs, functions that only place their
 * arguments, {@link Message}s, and nested groups of these.
 */
export type Catalog = { readonly [key: string]: CatalogValue };
type CatalogValue = string | readonly string[] | PlacingFunction | Message<never> | Catalog;

/** A catalogue as components read it: the same shape, any text (the current language's, not the English literal). */
export type Translated<T> = T extends string
  ? string
  : T extends readonly string[]
    ? readonly string[]
    : T extends Message<infer A>
      ? (...args: A) => string
      : T extends (...args: infer A) => string
        ? (...args: A) => string
        : { readonly [K in keyof T]: Translated<T[K]> };

/** A registered catalogue: its English source and what components read, for the catalogue tests. */
export interface RegisteredCatalog {
  readonly namespace: string;
  readonly english: Catalog;
  readonly view: unknown;
}

const registered: RegisteredCatalog[] = [];

/** Every catalogue registered so far, in loading order. */
export function registeredCatalogs(): readonly RegisteredCatalog[] {
  return registered;
}

/**
 * Makes i18next serve a feature's strings: registers `english` as the English bundle of `namespace` (one key per
 * property path, e.g. `tabs.groups`) and returns an object of the same shape whose every read asks i18next in the
 * current language. Components keep writing `usersStrings.title` and `usersStrings.created(name)`; another language
 * is a bundle with the same keys. A plain function's template is its text for the arguments `{{0}}`, `{{1}}`, …
 * (`created: (name) => \`User '${name}' created\`` gives `User '{{0}}' created`); text that depends on an argument's
 * value (plurals, yes/no variants) is a {@link Message} instead.
 */
export function translated<T extends Catalog>(namespace: string, english: T): Translated<T> {
  i18n.addResourceBundle('en', namespace, resourcesOf(english, `${namespace}:`), true, true);
  const view = viewOf(english, namespace, '') as Translated<T>;
  registered.push({ namespace, english, view });
  return view;
}

type Resources = { [key: string]: string | readonly string[] | Resources };

function isList(value: CatalogValue): value is readonly string[] {
  return Array.isArray(value);
}

/** The i18next bundle of a catalogue: a message's forms are keys of their own (`deleteWithMembers_one`). */
function resourcesOf(english: Catalog, where: string): Resources {
  const resources: Resources = {};
  const put = (key: string, value: Resources[string]) => {
    // i18next reads `.` as a step into a nested group, and a second value under one key would hide the first.
    if (key.includes('.') || key in resources) throw new Error(`${where}${key}: a key must be unique and free of '.'`);
    resources[key] = value;
  };
  for (const [key, value] of Object.entries(english)) {
    if (typeof value === 'string' || isList(value)) put(key, value);
    else if (typeof value === 'function') put(key, templateOf(value, `${where}${key}`));
    else if (value instanceof Message) {
      for (const [suffix, text] of Object.entries(value.forms)) put(suffix ? `${key}_${suffix}` : key, text);
    } else put(key, resourcesOf(value, `${where}${key}.`));
  }
  return resources;
}

/** A plain function's English template: its text when each argument is its own placeholder. */
function templateOf(english: PlacingFunction, where: string): string {
  const placeholders = Array.from({ length: english.length }, (_, index) => `{{${index}}}`);
  try {
    return (english as (...args: string[]) => string)(...placeholders);
  } catch (error) {
    throw new Error(`${where} does more than place its arguments: declare it with message()`, { cause: error });
  }
}

// i18next resolves a key in about 10 µs (options, fallback languages) and the rows of a table read the same texts
// over and over: a text is kept until the language or a bundle changes.
let revision = 0;
const invalidate = () => {
  revision += 1;
};
i18n.on('languageChanged', invalidate);
i18n.store.on('added', invalidate);
i18n.store.on('removed', invalidate);

function kept<V>(read: () => V): () => V {
  let entry: { revision: number; value: V } | undefined;
  return () => {
    if (entry?.revision !== revision) entry = { revision, value: read() };
    return entry.value;
  };
}

/** What components read: getters and functions that ask i18next, so a language change shows. */
function viewOf(english: Catalog, ns: string, prefix: string): object {
  const view = {};
  for (const [key, value] of Object.entries(english)) {
    const path = `${prefix}${key}`;
    const define = (descriptor: PropertyDescriptor) =>
      Object.defineProperty(view, key, { enumerable: true, ...descriptor });
    if (typeof value === 'string') define({ get: kept(() => i18n.t(path, { ns })) });
    else if (isList(value)) define({ get: kept(() => i18n.t(path, { ns, returnObjects: true })) });
    else if (typeof value === 'function') {
      define({ value: (...args: unknown[]) => i18n.t(path, { ...Object.fromEntries(args.entries()), ns }) });
    } else if (value instanceof Message) {
      const values = value.values as (...args: unknown[]) => Record<string, unknown>;
      define({ value: (...args: unknown[]) => i18n.t(path, { ...values(...args), ns }) });
    } else define({ value: viewOf(value, ns, `${path}.`) });
  }
  return Object.freeze(view);
}
