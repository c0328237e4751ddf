import { PageSection } from '@patternfly/react-core';
import type { ReactNode } from 'react';
import { useErrorSnackbar } from '../messages/useErrorSnackbar';
import { HelpPanel } from './HelpPanel';
import { ListLoadFailedEmptyState } from './ListLoadFailedEmptyState';
import { NameTable, type NameTableProps } from './NameTable';
import { NothingYetState, type NothingYetStateProps } from './NothingYetState';
import { PageHeading } from './PageHeading';

export interface NameListPageProps extends Omit<NameTableProps, 'emptyState'> {
  readonly title: string;
  /** A load failure, shown in the snackbar, and in place of `empty` while there are no names. */
  readonly error: unknown;
  /** What shows when there are no names at all; `action` (e.g. create) under the text. */
  readonly empty: NothingYetStateProps;
  /** The 'Learn more' panel under the table, a paragraph per entry. */
  readonly help: { readonly title: string; readonly paragraphs: readonly string[] };
  /** The page's dialogs. */
  readonly children?: ReactNode;
}

/** An IAM list page (users, groups, policies): the heading, the searchable name table, and the help panel. */
export function NameListPage({ title, error, empty, help, children, ...table }: NameListPageProps) {
  useErrorSnackbar(error);
  return (
    <>
      <PageHeading title={title} />
      <PageSection isFilled>
        <NameTable
          {...table}
          emptyState={error ? <ListLoadFailedEmptyState error={error} /> : <NothingYetState {...empty} />}
        />
        <HelpPanel title={help.title}>
          {help.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </HelpPanel>
      </PageSection>
      {children}
    </>
  );
}
