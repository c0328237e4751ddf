import {
  Alert,
  Button,
  Content,
  EmptyState,
  EmptyStateActions,
  EmptyStateBody,
  EmptyStateFooter,
  PageSection,
  Spinner,
} from '@patternfly/react-core';
import { CubesIcon } from '@patternfly/react-icons';
import { useQuery } from '@tanstack/react-query';
import { appStrings } from './app.strings';

async function fetchHealth(): Promise<{ status: string }> {
  // Relative to <base href>, so it works under any sub-path.
  const res = await fetch('healthz', { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as { status: string };
}

/** The placeholder landing page: what the product is, and whether its backend answers. */
export function WelcomePage() {
  const health = useQuery({ queryKey: ['healthz'], queryFn: fetchHealth });
  return (
    <PageSection isFilled>
      <EmptyState titleText={appStrings.welcomeTitle} headingLevel="h1" icon={CubesIcon}>
        <EmptyStateBody>
          <Content component="p">{appStrings.welcomeBody}</Content>
        </EmptyStateBody>
        <EmptyStateFooter>
          {health.isPending && <Spinner size="md" aria-label={appStrings.backendChecking} />}
          {health.isSuccess && (
            <Alert variant="success" isInline isPlain title={appStrings.backendUp} data-test="backend-status" />
          )}
          {health.isError && (
            <>
              <Alert variant="danger" isInline title={appStrings.backendDown} data-test="backend-status" />
              <EmptyStateActions>
                <Button variant="primary" onClick={() => void health.refetch()}>
                  {appStrings.retry}
                </Button>
              </EmptyStateActions>
            </>
          )}
        </EmptyStateFooter>
      </EmptyState>
    </PageSection>
  );
}
