import { PageSection, Spinner } from '@patternfly/react-core';
import type { ReactNode } from 'react';
import { useErrorSnackbar } from '../../messages/useErrorSnackbar';
import { CardGallery, type CardGalleryProps } from './CardGallery';
import { ListLoadFailedEmptyState } from '../ListLoadFailedEmptyState';
import { NoCardsState, NoMatchingCardsState, type NoCardsText } from './CardListEmptyStates';
import { CardListToolbar } from './CardListToolbar';
import type { CreateTarget, Labelled, StateText } from './card-list.types';
import { useNameFilter, type Named } from './useNameFilter';

/** The parts of the list's TanStack query the section reads (a `useQuery` result fits). */
export interface CardListQuery {
  readonly isPending: boolean;
  readonly isSuccess: boolean;
  readonly isFetching: boolean;
  readonly isError: boolean;
  readonly error: unknown;
  readonly refetch: () => Promise<unknown>;
}

/** Create: where it leads, the toolbar button, and the empty state's invitation ('Create a Bucket'). */
export type CardListCreate = Labelled & { readonly target: CreateTarget; readonly first: Labelled };

export interface CardListSectionProps<T extends Named> {
  /**
   * Its state picks the spinner, the empty state or the cards; Refresh refetches it; a failure goes to the snackbar,
   * and a failed first load also stays on the page.
   */
  readonly query: CardListQuery;
  /** Every item the query answered (the filter is applied here). */
  readonly items: readonly T[];
  /** The spinner's accessible name while the first answer is awaited. */
  readonly loadingLabel: string;
  readonly filter: { readonly placeholder: string; readonly dataTest: string };
  readonly refresh: Labelled;
  /** Absent when the session may not create: the empty state then says `empty.noPermission`. */
  readonly create?: CardListCreate;
  readonly empty: NoCardsText;
  readonly noMatch: StateText & { readonly dataTest: string };
  readonly cards: Omit<CardGalleryProps<T>, 'items'>;
  /** The feature's own `ToolbarItem`s after the filter and before Refresh (see `CardListToolbar`). */
  readonly toolbarStart?: ReactNode;
  readonly toolbarEnd?: ReactNode;
  /** Shown above the cards once the list has loaded and is not empty (e.g. when the sizes were computed). */
  readonly note?: ReactNode;
}

/**
 * The body of a card list page: the toolbar, then the spinner, the 'none yet' or 'no match' state, or the cards
 * filtered by name. The feature declares its text, marks, card and extra toolbar items; the heading and dialogs
 * stay on its page.
 */
export function CardListSection<T extends Named>(props: CardListSectionProps<T>) {
  const { query, items, create } = props;
  const { filter, setFilter, matching } = useNameFilter(items);
  useErrorSnackbar(query.error);
  const loaded = query.isSuccess;
  return (
    <PageSection isFilled>
      <CardListToolbar
        filter={{ ...props.filter, value: filter, onChange: setFilter }}
        refresh={{
          ...props.refresh,
          onRefresh: () => void query.refetch(),
          isRefreshing: query.isFetching && !query.isPending,
        }}
        create={create && { label: create.label, dataTest: create.dataTest, target: create.target }}
        start={props.toolbarStart}
        end={props.toolbarEnd}
      />
      {query.isPending && <Spinner aria-label={props.loadingLabel} />}
      {query.isError && !loaded && items.length === 0 && <ListLoadFailedEmptyState error={query.error} />}
      {loaded && items.length > 0 && props.note}
      {loaded && items.length === 0 && (
        <NoCardsState {...props.empty} create={create && { ...create.first, target: create.target }} />
      )}
      {loaded && items.length > 0 && matching.length === 0 && <NoMatchingCardsState {...props.noMatch} />}
      <CardGallery {...props.cards} items={matching} />
    </PageSection>
  );
}
