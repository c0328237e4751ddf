/**
 * Preload (`node --require`) that records a V8 CPU profile of the whole process and writes it to
 * $OBJECTS_BENCH_CPU_PROF/<pid>.cpuprofile on exit. Node 20 refuses --cpu-prof in NODE_OPTIONS, which is the only
 * way a benchmark can reach the console process it starts; --require is allowed. The in-thread inspector session
 * answers synchronously, so the profile is complete even when written from the 'exit' handler.
 */
const { Session } = require('node:inspector');
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 1000 });
session.post('Profiler.start');
process.on('exit', () => {
  session.post('Profiler.stop', (error, result) => {
    if (!error)
      writeFileSync(
        join(process.env.OBJECTS_BENCH_CPU_PROF, `${process.pid}.cpuprofile`),
        JSON.stringify(result.profile),
      );
  });
});
