import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtImage, imageUnderTest, podman, podmanOk } from './image-kit';

const root = join(__dirname, '..', '..', '..');
const { state, skipReason } = imageUnderTest();
const describeImage = skipReason ? describe.skip : describe;

interface ImageConfig {
  readonly User?: string;
  readonly Cmd?: readonly string[];
  readonly Entrypoint?: readonly string[] | null;
  readonly WorkingDir?: string;
  readonly ExposedPorts?: Record<string, unknown>;
}

/** What the Dockerfile's image holds, read from the image podman built in this run. */
describeImage('the container image (Dockerfile, built with podman)', () => {
  const inImage = (script: string) =>
    podman(state, ['run', '--rm', '--network', 'none', '--entrypoint', 'node', builtImage(state), '-e', script]);

  it('reports its size and stays within the budget', () => {
    const size = Number(podmanOk(state, ['image', 'inspect', '--format', '{{.Size}}', builtImage(state)]).trim());
    const baseSize = Number(podmanOk(state, ['image', 'inspect', '--format', '{{.Size}}', state.baseTag!]).trim());
    const mb = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
    process.stderr.write(
      `image ${state.tag}: ${mb(size)} (base ${mb(baseSize)}, the console ${mb(size - baseSize)}); ` +
        `built in ${state.buildSeconds} s\n`,
    );
    // Base (Debian, Node.js, npm) plus the build output and what the backend loads of the production dependencies.
    expect(size - baseSize).toBeLessThan(200e6);
    expect(size).toBeLessThan(500e6);
  });

  it('starts node directly as uid 1000, with no shell in between', () => {
    const config = JSON.parse(
      podmanOk(state, ['image', 'inspect', '--format', '{{json .Config}}', builtImage(state)]),
    ) as ImageConfig;
    // Numeric, so Kubernetes' runAsNonRoot can verify it without reading /etc/passwd.
    expect(config.User).toBe('1000:1000');
    // Exec form: node is PID 1 and receives SIGTERM itself (a `sh -c` form would need and interpose a shell).
    expect(config.Entrypoint ?? []).toEqual([]);
    expect(config.Cmd).toEqual(['node', 'dist/backend/src/main.js']);
    expect(config.WorkingDir).toBe('/app');
    expect(Object.keys(config.ExposedPorts ?? {})).toEqual(['9090/tcp']);
  });

  it('runs the Node.js that .nvmrc pins', () => {
    const pinned = readFileSync(join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
    const result = inImage('process.stdout.write(process.versions.node)');
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(pinned);
    expect(state.nodeVersion).toBe(pinned);
  });

  it('holds the production dependencies only, the built frontend and the SBOM', () => {
    // Development tools resolve nowhere in the image; what the backend imports does.
    const resolves = (name: string) => inImage(`require.resolve(${JSON.stringify(name)})`).status === 0;
    for (const devOnly of ['typescript', 'webpack', 'jest', '@playwright/test', 'tsx', 'eslint'])
      expect({ devOnly, resolves: resolves(devOnly) }).toEqual({ devOnly, resolves: false });
    // The frontend's libraries are in the webpack bundle; the image does not carry them again (prune-runtime.cjs).
    for (const bundled of ['react', 'react-dom', '@patternfly/react-core', 'codemirror', 'i18next'])
      expect({ bundled, resolves: resolves(bundled) }).toEqual({ bundled, resolves: false });
    for (const runtime of ['express', 'argon2', 'minio', '@kubernetes/client-node', 'openid-client', 'pg', 'ws'])
      expect({ runtime, resolves: resolves(runtime) }).toEqual({ runtime, resolves: true });
    const listing = inImage(
      `const fs = require('fs');
       const sbom = JSON.parse(fs.readFileSync('dist/sbom.cdx.json', 'utf8'));
       process.stdout.write(JSON.stringify({
         index: fs.existsSync('dist/frontend/index.html'),
         components: sbom.components.map((c) => c.name),
       }));`,
    );
    expect(listing.stderr).toBe('');
    const { index, components } = JSON.parse(listing.stdout) as { index: boolean; components: string[] };
    expect(index).toBe(true);
    expect(components).toContain('express');
    expect(components).not.toContain('webpack');
  });

  it('keeps its files read-only to the user it runs as', () => {
    const result = inImage(
      `const fs = require('fs');
       try { fs.writeFileSync('/app/dist/backend/src/main.js', ''); process.stdout.write('written'); }
       catch (error) { process.stdout.write(error.code); }`,
    );
    expect(result.stdout).toBe('EACCES');
  });
});
