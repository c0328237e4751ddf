import { EmptyState, EmptyStateActions, EmptyStateBody, EmptyStateFooter } from '@patternfly/react-core';
import type { ComponentType, ReactNode } from 'react';

export interface NothingYetStateProps {
  readonly title: string;
  readonly body: string;
  readonly icon: ComponentType;
  /** What the user can do about it (e.g. create the first item), under the text. */
  readonly action?: ReactNode;
  readonly dataTest?: string;
}

/** A list page with no items at all: what the items are, and the invitation to add the first one. */
export function NothingYetState({ title, body, icon, action, dataTest = 'empty-state' }: NothingYetStateProps) {
  return (
    <EmptyState titleText={title} headingLevel="h2" icon={icon} data-test={dataTest}>
      <EmptyStateBody>{body}</EmptyStateBody>
      {action && (
        <EmptyStateFooter>
          <EmptyStateActions>{action}</EmptyStateActions>
        </EmptyStateFooter>
      )}
    </EmptyState>
  );
}
