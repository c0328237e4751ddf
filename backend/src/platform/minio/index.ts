/**
 * Our client for MinIO's admin API (`/minio/admin/v3`) and STS: SigV4 signing, madmin payload encryption, the
 * streaming endpoints, and typed calls. No HTTP routes here; features build on these.
 */
export { adminRequest, adminStream, ADMIN_API_PREFIX } from './admin-request';
export type { AdminCallOptions, AdminConnection, AdminRequestOptions, AdminResponse } from './admin-request';
export { accountInfo } from './admin/account-info';
export type { AccountBucket, AccountInfo } from './admin/account-info';
export { backgroundHealStatus } from './admin/background-heal';
export type { BackgroundHealStatus, HealSetStatus } from './admin/background-heal';
export { getBucketQuota, setBucketQuota } from './admin/bucket-quota';
export type { BucketQuota } from './admin/bucket-quota';
export { delConfigKV, getConfigKV, getConfigTargets, helpConfigKV, setConfigKV } from './admin/config-kv';
export type { ConfigChangeResult, ConfigHelp, ConfigKeyHelp } from './admin/config-kv';
export { formatConfigKV, parseConfigKV } from './admin/config-kv-text';
export type { ConfigKV, ConfigTarget, EnvOverride } from './admin/config-kv-text';
export { consoleLog } from './admin/console-log';
export type { ConsoleLogEntry, ConsoleLogOptions, LogLevel } from './admin/console-log';
export { groupInfo, listGroups, removeGroup, setGroupStatus, updateGroupMembers } from './admin/groups';
export type { GroupInfo, GroupMembersChange } from './admin/groups';
export { healStatus, startHeal, stopHeal } from './admin/heal';
export type { HealDriveInfo, HealOptions, HealPath, HealResultItem, HealStart, HealStatus } from './admin/heal';
export { healthInfo } from './admin/health-info';
export type { HealthInfoOptions, HealthInfoSnapshot } from './admin/health-info';
export { kmsCreateKey, kmsKeyStatus, kmsStatus } from './admin/kms';
export type { KmsKeyStatus, KmsStatus } from './admin/kms';
export { listNotificationTargets, notificationTargetsOf } from './admin/notification-targets';
export type { NotificationTarget } from './admin/notification-targets';
export { addPolicy, listPolicies, policyInfo, removePolicy } from './admin/policies';
export type { PolicyDocument, PolicyInfo, PolicyStatement } from './admin/policies';
export { attachPolicies, detachPolicies, policyEntities, setPolicies } from './admin/policy-mappings';
export type {
  PolicyAssociationResult,
  PolicyEntities,
  PolicyEntitiesQuery,
  PolicyEntity,
} from './admin/policy-mappings';
export { listRemoteTargets, removeRemoteTarget, setRemoteTarget } from './admin/remote-targets';
export type { BucketTarget, BucketTargetInput } from './admin/remote-targets';
export { revokeOwnTokens, revokeTokens } from './admin/revoke-tokens';
export type { RevokeTokensInput } from './admin/revoke-tokens';
export {
  addServiceAccount,
  deleteServiceAccount,
  listServiceAccounts,
  serviceAccountInfo,
  updateServiceAccount,
} from './admin/service-accounts';
export type {
  AddServiceAccountInput,
  ServiceAccountCredentials,
  ServiceAccountInfo,
  ServiceAccountStatus,
  ServiceAccountSummary,
  UpdateServiceAccountInput,
} from './admin/service-accounts';
export { restartService } from './admin/service';
export type { ServiceActionResult, ServicePeerResult } from './admin/service';
export { dataUsageInfo, storageInfo } from './admin/storage-info';
export type { BucketUsage, DataUsageInfo, StorageDisk, StorageInfo } from './admin/storage-info';
export { addTier, editTierCredentials, listTiers, removeTier, tierStats, verifyTier } from './admin/tiers';
export type {
  TierAzure,
  TierConfig,
  TierCredentials,
  TierGCS,
  TierInfo,
  TierMinIO,
  TierS3,
  TierType,
} from './admin/tiers';
export { serverInfo } from './admin/server-info';
export type { DriveInfo, ServerInfo, ServerProperties } from './admin/server-info';
export { trace, TraceType } from './admin/trace';
export type { TraceEvent, TraceOptions } from './admin/trace';
export { userInfo, isBuiltinUser } from './admin/user-info';
export type { UserInfo } from './admin/user-info';
export { addUser, listUsers, removeUser, setUserStatus } from './admin/users';
export type { AccountStatus, AddUserInput, UserSummary } from './admin/users';
export { decryptPayload, encryptPayload, isEncryptedPayload, PayloadDecryptionError } from './crypto/madmin-payload';
export { MinioError, MinioProtocolError, MinioUnreachableError, parseMinioError } from './errors';
export type { UnreachableReason } from './errors';
export { readNdjson } from './ndjson-stream';
export { listenBucketNotification } from './s3/listen-notifications';
export type { ListenOptions, S3EventRecord } from './s3/listen-notifications';
export { createS3Client, DEFAULT_S3_REGION, withS3 } from './s3/s3-client';
export type { S3Connection } from './s3/s3-client';
export { translateS3Error } from './s3/s3-errors';
export { signRequest } from './sign';
export type { MinioCredentials, SigningService } from './sign';
export { signedFetch } from './signed-fetch';
export { assumeRole } from './sts';
export type { AssumeRoleOptions, TemporaryCredentials } from './sts';
