import { EmptyState, EmptyStateActions, EmptyStateBody, EmptyStateFooter } from '@patternfly/react-core';
import { SearchIcon } from '@patternfly/react-icons';
import type { ComponentType } from 'react';
import type { CreateTarget, Labelled, StateText } from './card-list.types';
import { CreateButton } from './CreateButton';

/** What a list with no items at all says: what the items are, and why the session cannot create one. */
export interface NoCardsText extends StateText {
  readonly icon: ComponentType;
  /** Shown instead of the create invitation when the session may not create. */
  readonly noPermission: string;
  readonly dataTest: string;
}

/** No items at all: what they are, and the invitation to create the first one (or why the session cannot). */
export function NoCardsState({
  title,
  body,
  icon,
  noPermission,
  dataTest,
  create,
}: NoCardsText & { create?: Labelled & { target: CreateTarget } }) {
  return (
    <EmptyState titleText={title} headingLevel="h2" icon={icon} data-test={dataTest}>
      <EmptyStateBody>
        {body}
        {!create && <div className="pf-v6-u-mt-sm">{noPermission}</div>}
      </EmptyStateBody>
      {create && (
        <EmptyStateFooter>
          <EmptyStateActions>
            <CreateButton {...create} variant="link" />
          </EmptyStateActions>
        </EmptyStateFooter>
      )}
    </EmptyState>
  );
}

/** The filter matches nothing (while there are items). */
export function NoMatchingCardsState({ title, body, dataTest }: StateText & { dataTest: string }) {
  return (
    <EmptyState titleText={title} headingLevel="h2" icon={SearchIcon} data-test={dataTest}>
      <EmptyStateBody>{body}</EmptyStateBody>
    </EmptyState>
  );
}
