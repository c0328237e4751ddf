import type { Config } from '../../config/config';
import { K8sClientFactory } from './k8s-clients';

/** The client factory for this configuration (operator mode always has an API server; see config.ts). */
export function k8sFactoryFor(config: Config): K8sClientFactory {
  return new K8sClientFactory({
    server: config.k8sApiServer ?? '',
    caFile: config.k8sCaFile,
    timeoutMs: config.k8sTimeoutMs,
  });
}
