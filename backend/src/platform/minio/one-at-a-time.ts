import type { S3Connection } from './s3/s3-client';

/**
 * Documents the console changes by reading them, changing a part and writing them back whole (a bucket's lifecycle,
 * replication or notification configuration, its policy, its tags). S3 has no conditional write for them, so two
 * such changes at once (two admins adding a lifecycle rule in the same second) would each write back what they read
 * and the later one would silently drop the other's change. Here the changes of one document go one after another:
 * each reads what the previous one wrote. An object version's tags are such a document too. This holds within one
 * console process; replicas of the console behind one address do not see each other's queue.
 */
export type ChangedDocument =
  | 'lifecycle'
  | 'replication'
  | 'notification'
  | 'policy'
  | 'tagging'
  | { readonly taggingOf: string; readonly versionId?: string };

/** The last change queued per document; it never rejects, so a failed change does not stop the next. */
const queued = new Map<string, Promise<void>>();

/** Runs `change` (a read, then a write) after the changes of the same document already under way. */
export function changeOneAtATime<T>(
  connection: Pick<S3Connection, 'endpoint'>,
  bucket: string,
  document: ChangedDocument,
  change: () => Promise<T>,
): Promise<T> {
  const name = typeof document === 'string' ? document : `tagging\n${document.taggingOf}\n${document.versionId ?? ''}`;
  return inTurn(`${connection.endpoint}\n${bucket}\n${name}`, change);
}

/**
 * The same for the policies attached to a user or group, which MinIO only sets whole, and for a service account,
 * whose update carries its policy again: a change read from them runs after the other changes of them under way.
 */
export function changePoliciesOneAtATime<T>(
  connection: Pick<S3Connection, 'endpoint'>,
  entity: { readonly user: string } | { readonly group: string } | { readonly serviceAccount: string },
  change: () => Promise<T>,
): Promise<T> {
  let name: string;
  if ('group' in entity) name = `group\n${entity.group}`;
  else if ('user' in entity) name = `user\n${entity.user}`;
  else name = `service account\n${entity.serviceAccount}`;
  return inTurn(`${connection.endpoint}\n\npolicies\n${name}`, change);
}

/**
 * The same for the server's configuration, one document to MinIO: each change (a setting, a notification target,
 * a reset, an import) reads it and writes it back whole without a lock, so two at once may drop one, even of
 * different subsystems. A save that checks the form's change against what is stored runs after the others.
 */
export function changeConfigOneAtATime<T>(
  connection: Pick<S3Connection, 'endpoint'>,
  change: () => Promise<T>,
): Promise<T> {
  return inTurn(`${connection.endpoint}\n\nconfig`, change);
}

async function inTurn<T>(key: string, change: () => Promise<T>): Promise<T> {
  const result = (queued.get(key) ?? Promise.resolve()).then(change);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  queued.set(key, settled);
  try {
    return await result;
  } finally {
    if (queued.get(key) === settled) queued.delete(key);
  }
}

/** How many documents have changes under way (for tests: none once every change has answered). */
export const documentsBeingChanged = (): number => queued.size;
