import { Button, EmptyState, EmptyStateBody, EmptyStateFooter } from '@patternfly/react-core';
import { ArchiveIcon, SearchIcon } from '@patternfly/react-icons';
import { bucketsStrings } from '../buckets.strings';

/** No buckets at all: the Buckets help panel, with 'Create a Bucket' when the session may create one. */
export function NoBucketsState({ canCreate, onCreate }: { canCreate: boolean; onCreate: () => void }) {
  return (
    <EmptyState titleText={bucketsStrings.empty.title} headingLevel="h2" icon={ArchiveIcon} data-test="buckets-empty">
      <EmptyStateBody>
        {bucketsStrings.empty.body}
        {!canCreate && (
          <>
            <br />
            {bucketsStrings.empty.noPermission}
          </>
        )}
      </EmptyStateBody>
      {canCreate && (
        <EmptyStateFooter>
          <Button variant="link" onClick={onCreate} data-test="create-first-bucket">
            {bucketsStrings.empty.createLink}
          </Button>
        </EmptyStateFooter>
      )}
    </EmptyState>
  );
}

/** The filter matches nothing. */
export function NoMatchingBucketsState() {
  return (
    <EmptyState
      titleText={bucketsStrings.noMatch.title}
      headingLevel="h2"
      icon={SearchIcon}
      data-test="buckets-no-match"
    >
      <EmptyStateBody>{bucketsStrings.noMatch.body}</EmptyStateBody>
    </EmptyState>
  );
}
