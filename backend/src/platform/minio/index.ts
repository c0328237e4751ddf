/**
 * Our client for MinIO's admin API (`/minio/admin/v3`) and STS: SigV4 signing, madmin payload encryption, the
 * streaming endpoints, and typed calls. No HTTP routes here; features build on these.
 */
export { adminRequest, adminStream, ADMIN_API_PREFIX } from './admin-request';
export type { AdminCallOptions, AdminConnection, AdminRequestOptions, AdminResponse } from './admin-request';
export { accountInfo } from './admin/account-info';
export type { AccountBucket, AccountInfo } from './admin/account-info';
export { getConfigKV, setConfigKV } from './admin/config-kv';
export type { ConfigChangeResult } from './admin/config-kv';
export { serverInfo } from './admin/server-info';
export type { DriveInfo, ServerInfo, ServerProperties } from './admin/server-info';
export { trace, TraceType } from './admin/trace';
export type { TraceEvent, TraceOptions } from './admin/trace';
export { addUser, listUsers } from './admin/users';
export type { AccountStatus, AddUserInput, UserSummary } from './admin/users';
export { decryptPayload, encryptPayload, isEncryptedPayload, PayloadDecryptionError } from './crypto/madmin-payload';
export { MinioError, MinioProtocolError, MinioUnreachableError, parseMinioError } from './errors';
export type { UnreachableReason } from './errors';
export { readNdjson } from './ndjson-stream';
export { signRequest } from './sign';
export type { MinioCredentials, SigningService } from './sign';
export { signedFetch } from './signed-fetch';
export { assumeRole } from './sts';
export type { AssumeRoleOptions, TemporaryCredentials } from './sts';
