import { spawnSync } from 'node:child_process';
import { loadWorld, need, type ImageState } from '../../world/state';

/**
 * The product image of this run (test/world/podman.ts builds it once per run) and podman calls with the world's
 * configuration. `skipReason` is set only when podman cannot be installed on this machine; a failed build is not a
 * reason to skip: `builtImage()` throws it, so every image test fails with the build's log.
 */
export interface ImageUnderTest {
  readonly state: ImageState;
  readonly skipReason: string | undefined;
}

export function imageUnderTest(): ImageUnderTest {
  const state = need(loadWorld().image, 'container image (part `image`)');
  if (state.unavailable) process.stderr.write(`image tests skipped: ${state.unavailable}\n`);
  return { state, skipReason: state.unavailable };
}

/** The tag of the built image; throws the build's failure (with its log) when the build failed. */
export function builtImage(state: ImageState): string {
  if (state.buildError) throw new Error(`the product image did not build (${state.buildLog}):\n${state.buildError}`);
  if (!state.tag) throw new Error('the world has no product image tag');
  return state.tag;
}

export interface PodmanRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs podman with the world's CONTAINERS_CONF and CONTAINERS_STORAGE_CONF. */
export function podman(state: ImageState, args: readonly string[]): PodmanRun {
  const result = spawnSync('podman', [...args], {
    encoding: 'utf8',
    env: { ...process.env, ...state.podmanEnv },
    maxBuffer: 64 * 1024 * 1024,
  });
  return { status: result.status, stdout: result.stdout ?? '', stderr: result.stderr ?? result.error?.message ?? '' };
}

/** Like {@link podman}, failing with podman's own message when the call fails. */
export function podmanOk(state: ImageState, args: readonly string[]): string {
  const result = podman(state, args);
  if (result.status !== 0) throw new Error(`podman ${args.join(' ')} failed (${result.status}): ${result.stderr}`);
  return result.stdout;
}

/** Environment variables as `podman run` takes them. */
export function envArgs(env: Record<string, string>): string[] {
  return Object.entries(env).flatMap(([name, value]) => ['--env', `${name}=${value}`]);
}
