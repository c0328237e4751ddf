import {
  Bullseye,
  Button,
  CodeBlock,
  CodeBlockCode,
  EmptyState,
  EmptyStateActions,
  EmptyStateBody,
  EmptyStateFooter,
} from '@patternfly/react-core';
import { ExclamationCircleIcon } from '@patternfly/react-icons';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { describeError } from '../api/api-error';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { appStrings } from './app.strings';

/** What a route shows when it throws: the 404 screen for a 404, otherwise the error and a Reload button. */
export function AppErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const { message, detailedMessage } = isRouteErrorResponse(error)
    ? { message: `${error.status} ${error.statusText}`, detailedMessage: undefined }
    : describeError(error);
  return (
    <Bullseye style={{ minHeight: '100vh' }} data-test="app-error">
      <EmptyState titleText={appStrings.errorTitle} headingLevel="h1" icon={ExclamationCircleIcon} status="danger">
        <EmptyStateBody>
          {appStrings.errorBody}
          <CodeBlock>
            <CodeBlockCode>{detailedMessage ? `${message}\n${detailedMessage}` : message}</CodeBlockCode>
          </CodeBlock>
        </EmptyStateBody>
        <EmptyStateFooter>
          <EmptyStateActions>
            <Button variant="primary" onClick={() => window.location.reload()}>
              {appStrings.reload}
            </Button>
          </EmptyStateActions>
        </EmptyStateFooter>
      </EmptyState>
    </Bullseye>
  );
}
