/**
 * Memory probe for benchmarks: preloaded into the console with `--require hack/bench/mem-probe.cjs` (through
 * OBJECT_CONSOLE_NODE_ARGS) when MEM_PROBE_FILE is set. Every MEM_PROBE_MS (500) it appends one JSON line to that
 * file: time, process.memoryUsage() (rss, heapTotal, heapUsed, external, arrayBuffers), V8's heap spaces (new space
 * is the young generation: its size is heap headroom, not a leak) and /proc/self/smaps_rollup's anonymous and file
 * bytes, so a run shows which of heap, external (Buffers, zlib) and native (malloc) grew. No console code changes.
 */
'use strict';
const { appendFileSync, readFileSync } = require('node:fs');
const v8 = require('node:v8');

const file = process.env.MEM_PROBE_FILE;
if (file) {
  const every = Number(process.env.MEM_PROBE_MS ?? 500);
  const mib = (bytes) => Math.round((bytes / 1048576) * 10) / 10;
  const rollup = () => {
    try {
      const text = readFileSync('/proc/self/smaps_rollup', 'utf8');
      const kb = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? NaN) / 1024;
      return { anon: Math.round(kb('Anonymous') * 10) / 10, file: Math.round(kb('Rss') - kb('Anonymous')) };
    } catch {
      return {};
    }
  };
  const sample = () => {
    const usage = process.memoryUsage();
    const spaces = {};
    for (const space of v8.getHeapSpaceStatistics()) {
      spaces[space.space_name.replace(/_space$/, '')] = mib(space.space_size);
    }
    appendFileSync(
      file,
      `${JSON.stringify({
        t: Date.now(),
        rss: mib(usage.rss),
        heapTotal: mib(usage.heapTotal),
        heapUsed: mib(usage.heapUsed),
        external: mib(usage.external),
        arrayBuffers: mib(usage.arrayBuffers),
        spaces,
        ...rollup(),
      })}\n`,
    );
  };
  setInterval(sample, every).unref();
  sample();
}
