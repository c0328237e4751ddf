import { Alert } from '@patternfly/react-core';
import { describeError } from '@frontend/api/api-error';

/** A tab whose data could not be loaded: the title and the backend's own explanation, in place of the data. */
export function InlineLoadError({ title, error, ...rest }: { title: string; error: unknown; 'data-test': string }) {
  const { message, detailedMessage } = describeError(error);
  return (
    <Alert variant="danger" isInline title={title} data-test={rest['data-test']}>
      {message}
      {detailedMessage && <div className="pf-v6-u-mt-sm">{detailedMessage}</div>}
    </Alert>
  );
}
