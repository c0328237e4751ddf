import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { removeGroup, updateGroupMembers } from '../../../backend/src/platform/minio/admin/groups';
import { addPolicy, removePolicy } from '../../../backend/src/platform/minio/admin/policies';
import { setPolicies } from '../../../backend/src/platform/minio/admin/policy-mappings';
import { addUser, removeUser } from '../../../backend/src/platform/minio/admin/users';
import { rootConnection } from '../../support/minio-admin';
import type { MinioServer } from '../../world/state';

/** A name no other test (or earlier run) uses. */
export const unique = (prefix: string): string => `${prefix}-${randomUUID().slice(0, 8)}`;

/** The personas of the IAM tests: one policy file each, kept with the backend's IAM integration tests. */
export type PersonaName = 'self-service' | 'user-manager' | 'policy-reader' | 'policy-writer';

export function personaPolicy(persona: PersonaName): string {
  return readFileSync(join(__dirname, '..', '..', 'integration', 'iam', 'personas', `${persona}.json`), 'utf8');
}

/**
 * Set-up of identities straight in MinIO (as root) for the end-to-end tests, and their removal: each test makes
 * its own uniquely named users, groups and policies, and `cleanUp` removes them whatever the test did.
 */
export class IamSetup {
  private readonly undos: Array<() => Promise<unknown>> = [];
  private readonly root;

  constructor(server: MinioServer) {
    this.root = rootConnection(server);
  }

  async policy(document: string, prefix = 'e2e-policy'): Promise<string> {
    const name = unique(prefix);
    await addPolicy(this.root, name, document);
    this.forget(() => removePolicy(this.root, name));
    return name;
  }

  async user(policies: readonly string[] = [], prefix = 'e2e-user'): Promise<{ accessKey: string; secretKey: string }> {
    const accessKey = unique(prefix);
    const secretKey = `secret-${randomUUID()}`;
    await addUser(this.root, { accessKey, secretKey });
    this.forget(() => removeUser(this.root, accessKey));
    if (policies.length > 0) await setPolicies(this.root, { user: accessKey }, policies);
    return { accessKey, secretKey };
  }

  async group(members: readonly string[] = [], prefix = 'e2e-group'): Promise<string> {
    const group = unique(prefix);
    await updateGroupMembers(this.root, { group, members: [...members] });
    this.forget(async () => {
      await updateGroupMembers(this.root, { group, members: [...members], isRemove: true }).catch(() => undefined);
      await removeGroup(this.root, group);
    });
    return group;
  }

  /** A user with a persona's policy (a policy made from the persona's file). */
  async persona(persona: PersonaName): Promise<{ accessKey: string; secretKey: string; policy: string }> {
    const policy = await this.policy(personaPolicy(persona), `e2e-${persona}`);
    return { ...(await this.user([policy], `e2e-${persona}`)), policy };
  }

  /** Registers the removal of something the browser created. */
  forget(undo: () => Promise<unknown>): void {
    this.undos.push(undo);
  }

  forgetUser(accessKey: string): void {
    this.forget(() => removeUser(this.root, accessKey));
  }

  forgetPolicy(name: string): void {
    this.forget(() => removePolicy(this.root, name));
  }

  forgetGroup(name: string): void {
    this.forget(() => removeGroup(this.root, name));
  }

  /** Undoes everything, newest first; what is already gone (the test deleted it) is fine. */
  async cleanUp(): Promise<void> {
    for (const undo of this.undos.reverse()) await undo().catch(() => undefined);
    this.undos.length = 0;
  }
}
