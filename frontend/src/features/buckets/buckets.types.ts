import type { components } from '@contract/generated/api';

type Schemas = components['schemas'];

/** Payload types of the bucket screens, from the contract. */
export type Bucket = Schemas['Bucket'];
export type BucketList = Schemas['BucketList'];
export type BucketInfo = Schemas['BucketInfo'];
export type CreateBucketRequest = Schemas['CreateBucketRequest'];
export type RetentionMode = Schemas['RetentionMode'];
export type RetentionUnit = Schemas['RetentionUnit'];
export type QuotaTypeName = Schemas['QuotaType'];
export type ListRemoteBucketsRequest = Schemas['ListRemoteBucketsRequest'];
export type MultiBucketReplicationRequest = Schemas['MultiBucketReplicationRequest'];
export type ReplicationState = Schemas['MultiBucketReplicationResponse']['replicationState'][number];
