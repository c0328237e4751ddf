import {
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateBody,
  EmptyStateFooter,
  PageSection,
} from '@patternfly/react-core';
import { ExclamationCircleIcon } from '@patternfly/react-icons';
import { describeError } from '../../api/api-error';
import { RouterLink } from './RouterLink';

/** A detail page whose entity could not be loaded (deleted meanwhile, refused): the reason and the way back. */
export function LoadFailedState({
  title,
  error,
  back,
}: {
  title: string;
  error: unknown;
  back: { label: string; to: string };
}) {
  const { message, detailedMessage } = describeError(error);
  return (
    <PageSection isFilled>
      <EmptyState
        titleText={title}
        headingLevel="h1"
        icon={ExclamationCircleIcon}
        status="danger"
        data-test="load-failed"
      >
        <EmptyStateBody>
          {message}
          {detailedMessage && <div className="pf-v6-u-mt-sm">{detailedMessage}</div>}
        </EmptyStateBody>
        <EmptyStateFooter>
          <EmptyStateActions>
            <Button variant="primary" component={RouterLink} href={back.to}>
              {back.label}
            </Button>
          </EmptyStateActions>
        </EmptyStateFooter>
      </EmptyState>
    </PageSection>
  );
}
