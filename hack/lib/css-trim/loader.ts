import type { LoaderContext } from 'webpack';
import { classesNamedInSource } from './classes-named-in-source';
import { dropUnusedClassRules } from './drop-unused-class-rules';

export interface TrimOptions {
  /** The app's source files and folders: the classes they name are the ones kept. */
  readonly sources: readonly string[];
  /** Class-name prefixes whose rules go when the source never names the class. */
  readonly families: readonly string[];
}

/** One scan of the source per build and family list, not one per stylesheet. */
const scans = new WeakMap<object, Map<string, Set<string>>>();

function usedClasses(context: LoaderContext<TrimOptions>, options: TrimOptions): Set<string> {
  const key = JSON.stringify(options);
  const perBuild = scans.get(context._compilation ?? context) ?? new Map<string, Set<string>>();
  scans.set(context._compilation ?? context, perBuild);
  const known = perBuild.get(key);
  if (known) return known;
  const used = classesNamedInSource(options.sources, options.families);
  perBuild.set(key, used);
  return used;
}

/** Webpack loader: a stylesheet without the rules that need a class of `families` the source never names. */
export default function trimUnusedClassesLoader(this: LoaderContext<TrimOptions>, css: string): string {
  const options = this.getOptions();
  for (const source of options.sources) this.addContextDependency(source);
  return dropUnusedClassRules(css, options.families, usedClasses(this, options));
}
