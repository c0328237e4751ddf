import { EmptyState, EmptyStateActions, EmptyStateBody, EmptyStateFooter, PageSection } from '@patternfly/react-core';
import type { ComponentType, ReactNode } from 'react';
import { useErrorSnackbar } from '../messages/useErrorSnackbar';
import { HelpPanel } from './HelpPanel';
import { NameTable, type NameTableProps } from './NameTable';
import { PageHeading } from './PageHeading';

export interface NameListPageProps extends Omit<NameTableProps, 'emptyState'> {
  readonly title: string;
  /** A load failure, shown in the snackbar. */
  readonly error: unknown;
  /** What shows when there are no names at all; `action` (e.g. create) under the text. */
  readonly empty: {
    readonly title: string;
    readonly body: string;
    readonly icon: ComponentType;
    readonly action?: ReactNode;
  };
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
          emptyState={
            <EmptyState titleText={empty.title} headingLevel="h2" icon={empty.icon} data-test="empty-state">
              <EmptyStateBody>{empty.body}</EmptyStateBody>
              {empty.action && (
                <EmptyStateFooter>
                  <EmptyStateActions>{empty.action}</EmptyStateActions>
                </EmptyStateFooter>
              )}
            </EmptyState>
          }
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
