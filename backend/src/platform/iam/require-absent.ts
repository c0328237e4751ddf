import { ApiError } from '../errors/api-error';
import { MinioError } from '../minio/errors';

/**
 * Refuses with a 409 when `read` finds the identity already there. Needed because MinIO's create calls also update:
 * `add-user` on an existing user resets its password, `update-group-members` adds to an existing group. A 404 from
 * `read` means the name is free; any other failure (a refusal to read) propagates.
 */
export async function requireAbsent(read: () => Promise<unknown>, what: string): Promise<void> {
  try {
    await read();
  } catch (error) {
    if (error instanceof MinioError && error.status === 404) return;
    throw error;
  }
  throw new ApiError(409, `${what} already exists`, `Choose another name, or edit the existing one`);
}
