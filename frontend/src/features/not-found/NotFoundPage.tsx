import {
  Bullseye,
  Button,
  EmptyState,
  EmptyStateActions,
  EmptyStateBody,
  EmptyStateFooter,
  Stack,
  StackItem,
} from '@patternfly/react-core';
import { MapMarkedAltIcon } from '@patternfly/react-icons';
import { CopyrightFooter } from '../../shared/components/CopyrightFooter';
import { RouterLink } from '../../shared/components/RouterLink';
import { notFoundStrings } from './not-found.strings';

/** '404 Not Found' with a way back and the copyright footer. */
export function NotFoundPage() {
  return (
    <Bullseye style={{ minHeight: '100%' }} data-test="not-found">
      <Stack hasGutter>
        <StackItem>
          <EmptyState titleText={notFoundStrings.title} headingLevel="h1" icon={MapMarkedAltIcon}>
            <EmptyStateBody>{notFoundStrings.body}</EmptyStateBody>
            <EmptyStateFooter>
              <EmptyStateActions>
                <Button component={RouterLink} href="/" variant="primary">
                  {notFoundStrings.home}
                </Button>
              </EmptyStateActions>
            </EmptyStateFooter>
          </EmptyState>
        </StackItem>
        <StackItem style={{ textAlign: 'center' }}>
          <CopyrightFooter />
        </StackItem>
      </Stack>
    </Bullseye>
  );
}
