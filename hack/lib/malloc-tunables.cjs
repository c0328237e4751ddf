// The environment the console's node process is started with: glibc's malloc asked to back its large blocks with
// transparent huge pages (`GLIBC_TUNABLES=glibc.malloc.hugetlb=1`, glibc ≥ 2.35; read at process start, so it is
// set by whoever starts node: the Dockerfile's ENV, `npm start`, the tests' and benchmarks' consoles).
// Why: every encrypted MinIO admin answer (list-users, service accounts, configuration reads) costs one Argon2id
// derivation of 64 MiB, which the `argon2` package allocates afresh each time; with 4 KiB pages that is 16,384 page
// faults, about 40 % of the derivation's CPU time (measured: ~100 ms → ~60 ms per derivation, RSS unchanged;
// docs/benchmarks.md). Where the kernel's THP setting is `never`, or on musl, the setting changes nothing.
// Plain CommonJS: hack/bootstrap.cjs uses it before anything is installed.
'use strict';

const HUGE_PAGE_MALLOC = 'glibc.malloc.hugetlb=1';

/** `env` with HUGE_PAGE_MALLOC added to GLIBC_TUNABLES (kept as is when it already names hugetlb). */
function withHugePageMalloc(env) {
  const current = env.GLIBC_TUNABLES ?? '';
  if (current.includes('glibc.malloc.hugetlb')) return env;
  return { ...env, GLIBC_TUNABLES: current ? `${current}:${HUGE_PAGE_MALLOC}` : HUGE_PAGE_MALLOC };
}

module.exports = { HUGE_PAGE_MALLOC, withHugePageMalloc };
