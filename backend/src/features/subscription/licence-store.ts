import type { Response } from 'express';
import type { Config } from '../../config/config';
import type { K8sClientFactory } from '../../platform/k8s/k8s-clients';
import { sessionOf, userConnection } from '../../platform/session/session-context';
import { licenceNamespace, readOperatorLicence, writeOperatorLicence } from './operator-licence';
import { readSubnetLicence, writeSubnetLicence } from './subnet-licence';

/** Where the console's licence is kept for this session, read and written as the session's user. */
export interface LicenceStore {
  read(): Promise<string | undefined>;
  write(licence: string): Promise<void>;
}

/**
 * Console mode keeps the licence in MinIO's `subnet` configuration; operator mode, which has no MinIO of its own,
 * in the Secret `subnet-license` of the console's namespace (kubernetes.md §2.2).
 */
export function licenceStoreOf(res: Response, config: Config, k8s: K8sClientFactory): LicenceStore {
  const session = sessionOf(res);
  if (session.kind === 'operator') {
    const clients = k8s.forToken(session.jwt);
    const namespace = licenceNamespace(config.subscriptionNamespace);
    return {
      read: () => readOperatorLicence(clients, namespace),
      write: (licence) => writeOperatorLicence(clients, namespace, licence),
    };
  }
  const connection = userConnection(res, config.minioServer);
  return { read: () => readSubnetLicence(connection), write: (licence) => writeSubnetLicence(connection, licence) };
}
