import { removeGroup } from '@platform/minio/admin/groups';
import { removePolicy } from '@platform/minio/admin/policies';
import { deleteServiceAccount } from '@platform/minio/admin/service-accounts';
import { removeUser } from '@platform/minio/admin/users';
import { MinioError } from '@platform/minio/errors';
import type { MinioServer } from '../world/state';
import { rootConnection } from './minio-admin';
import { removeBucketFully } from './minio-root';

type Undo = () => Promise<unknown>;

/**
 * What a test file made, undone at its end: each call registers one thing. The fixtures of every kit go through
 * here, so nothing a test made is left behind.
 */
export class Cleanup {
  private undos: Undo[] = [];

  /** Anything to undo. */
  later(undo: Undo): void {
    this.undos.push(undo);
  }

  /**
   * Runs the removals, newest first, in up to three passes: a group empties and a policy becomes unused only once
   * the users holding them are gone, whatever order the test made them in. "No such …" (404) means already removed.
   */
  async run(): Promise<void> {
    let pending = this.undos.reverse();
    let lastError: unknown;
    this.undos = [];
    for (let pass = 0; pass < 3 && pending.length > 0; pass += 1) {
      const failed: Undo[] = [];
      for (const undo of pending) {
        await undo().catch((error: unknown) => {
          if (error instanceof MinioError && error.status === 404) return;
          failed.push(undo);
          lastError = error;
        });
      }
      pending = failed;
    }
    if (pending.length > 0) {
      throw new Error(`${pending.length} things a test made could not be removed`, { cause: lastError });
    }
  }
}

/** The clean-up of what a test file made in one MinIO (through the API or directly, whichever made it). */
export class MinioCleanup extends Cleanup {
  constructor(private readonly server: MinioServer) {
    super();
  }

  user(accessKey: string): void {
    this.later(() => removeUser(rootConnection(this.server), accessKey));
  }

  group(name: string): void {
    this.later(() => removeGroup(rootConnection(this.server), name));
  }

  policy(name: string): void {
    this.later(() => removePolicy(rootConnection(this.server), name));
  }

  serviceAccount(accessKey: string): void {
    this.later(() => deleteServiceAccount(rootConnection(this.server), accessKey));
  }

  /** A bucket, whatever it will hold (every version, locks bypassed); on another server of the world when given. */
  bucket(name: string, server: MinioServer = this.server): void {
    this.later(() => removeBucketFully(server, name));
  }
}
