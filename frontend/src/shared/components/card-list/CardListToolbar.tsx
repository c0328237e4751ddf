import { Button, SearchInput, Toolbar, ToolbarContent, ToolbarGroup, ToolbarItem } from '@patternfly/react-core';
import { SyncAltIcon } from '@patternfly/react-icons';
import type { ReactNode } from 'react';
import type { CreateTarget, Labelled } from './card-list.types';
import { CreateButton } from './CreateButton';

export interface CardListToolbarProps {
  /** The filter box; its placeholder is also its accessible name. */
  readonly filter: {
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly placeholder: string;
    readonly dataTest: string;
  };
  readonly refresh: Labelled & { readonly onRefresh: () => void; readonly isRefreshing: boolean };
  /** Create, at the far right; absent when the session may not create. */
  readonly create?: Labelled & { readonly target: CreateTarget };
  /** The feature's own `ToolbarItem`s after the filter (e.g. a Bulk Select switch). */
  readonly start?: ReactNode;
  /** The feature's own `ToolbarItem`s at the right, before Refresh (e.g. an action on the selected cards). */
  readonly end?: ReactNode;
}

/**
 * A list's controls (cards or a table): filter by name, the feature's own items, Refresh and (when permitted)
 * Create. The right-hand group wraps, so at 320 px every control stays on screen (issue 26).
 */
export function CardListToolbar({ filter, refresh, create, start, end }: CardListToolbarProps) {
  return (
    <Toolbar data-test="card-list-toolbar">
      <ToolbarContent>
        <ToolbarItem>
          <SearchInput
            placeholder={filter.placeholder}
            aria-label={filter.placeholder}
            value={filter.value}
            onChange={(_event, value) => filter.onChange(value)}
            onClear={() => filter.onChange('')}
            data-test={filter.dataTest}
          />
        </ToolbarItem>
        {start}
        <ToolbarGroup align={{ default: 'alignEnd' }} rowWrap={{ default: 'wrap' }}>
          {end}
          <ToolbarItem>
            <Button
              variant="secondary"
              icon={<SyncAltIcon />}
              onClick={refresh.onRefresh}
              isLoading={refresh.isRefreshing}
              data-test={refresh.dataTest}
            >
              {refresh.label}
            </Button>
          </ToolbarItem>
          {create && (
            <ToolbarItem>
              <CreateButton {...create} variant="primary" />
            </ToolbarItem>
          )}
        </ToolbarGroup>
      </ToolbarContent>
    </Toolbar>
  );
}
