import type { Response } from 'express';
import { ApiError } from '../errors/api-error';
import { sessionOf } from '../session/session-context';
import type { OperatorSession } from '../session/session-data';
import type { K8sClientFactory, K8sClients } from './k8s-clients';

/** The operator-mode session of this request; a console-mode (MinIO) session cannot reach Kubernetes. */
export function operatorSessionOf(res: Response): OperatorSession {
  const session = sessionOf(res);
  if (session.kind !== 'operator') {
    throw new ApiError(
      400,
      'Only available in operator mode',
      'This call needs a session started with a Kubernetes token',
    );
  }
  return session;
}

/** Kubernetes clients acting as the user of this request (their own token, never the console's). */
export function k8sClientsOf(res: Response, factory: K8sClientFactory): K8sClients {
  return factory.forToken(operatorSessionOf(res).jwt);
}
