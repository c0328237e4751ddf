import { Bullseye, Spinner } from '@patternfly/react-core';
import { componentsStrings } from './components.strings';

/** A centred spinner filling the viewport, while the session or a lazy screen loads. */
export function FullPageSpinner({ label = componentsStrings.loading }: { label?: string }) {
  return (
    <Bullseye style={{ minHeight: '100vh' }} data-test="page-loading">
      <Spinner size="xl" aria-label={label} />
    </Bullseye>
  );
}
