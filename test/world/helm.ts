import { goInstall } from './install';

/** The Helm release the chart is linted, rendered and dry-run with (the newest v3.16 patch on the Go module proxy). */
export const HELM_MODULE = 'helm.sh/helm/v3/cmd/helm';
export const HELM_VERSION = 'v3.16.4';

/** Path of the cached helm binary, building it with `go install` on first use (a few minutes cold on 2 cores). */
export function ensureHelm(): string {
  return goInstall('helm', HELM_MODULE, HELM_VERSION, 'helm');
}
