import { adminRequest, type AdminCallOptions, type AdminConnection } from '../admin-request';
import { MinioError } from '../errors';
import { expectObject } from './json-shape';

/** One built-in user as `/user-info` describes it. */
export interface UserInfo {
  readonly status: 'enabled' | 'disabled';
  readonly policyName?: string;
  readonly memberOf?: readonly string[] | null;
  readonly updatedAt?: string;
}

/** `GET /user-info?accessKey=`: a built-in user's details. A user may read their own. */
export async function userInfo(
  connection: AdminConnection,
  accessKey: string,
  options: AdminCallOptions = {},
): Promise<UserInfo> {
  const response = await adminRequest({ ...connection, ...options, path: '/user-info', query: { accessKey } });
  return expectObject(response.json(), 'user info') as unknown as UserInfo;
}

/**
 * Whether the identity that logged in with `accessKey` (through AssumeRole) is a built-in IAM user rather than
 * root, asked with its own session: root may read any user and is told there is no such user; a built-in user
 * either reads itself or, without admin:GetUser, is refused.
 */
export async function isBuiltinUser(connection: AdminConnection, accessKey: string): Promise<boolean> {
  try {
    await userInfo(connection, accessKey);
    return true;
  } catch (error) {
    if (error instanceof MinioError && error.code === 'XMinioAdminNoSuchUser') return false;
    if (error instanceof MinioError && error.status === 403) return true;
    throw error;
  }
}
