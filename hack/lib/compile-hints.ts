import { Compilation, sources, type Compiler } from 'webpack';

/**
 * V8's explicit compile hint (Chromium 136 and later): a script that starts with this comment has every function
 * compiled while the script streams in, on a background thread, instead of each one lazily on the main thread the
 * first time it is called. Unknown to other engines, which read it as a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the compile hint at the top of the named entry's initial scripts (the app and its vendor chunk), whose
 * functions run before the first page is drawn: React, the router, the query cache, PatternFly's shell. Their lazy
 * compiles were a third of the main thread's script time on a cold dashboard (hack/bench/dashboard-nav-ab.ts:
 * ScriptDuration 128 → 89 ms). Not the route chunks (measured neutral) nor the early bundle (a few kB, and it must
 * run at once). Added after minification (a minifier drops the comment) and before the source maps are written, so
 * they account for the added line.
 */
export class CompileHints {
  constructor(private readonly entry: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('CompileHints', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHints', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const entry = compilation.entrypoints.get(this.entry);
          if (!entry) throw new Error(`no entry ${this.entry} to give compile hints to`);
          const scripts = entry.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
          if (scripts.length === 0) throw new Error(`the entry ${this.entry} has no script`);
          for (const file of scripts) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}
