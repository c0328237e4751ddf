import { EmptyState, EmptyStateBody } from '@patternfly/react-core';

/** The small empty state of a list inside a detail tab ('No members', 'No policies'). */
export function SmallEmptyState({ title, body }: { title: string; body: string }) {
  return (
    <EmptyState titleText={title} headingLevel="h3" variant="sm" data-test="empty-state">
      <EmptyStateBody>{body}</EmptyStateBody>
    </EmptyState>
  );
}
