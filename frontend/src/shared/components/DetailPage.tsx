import { Bullseye, PageSection, Spinner } from '@patternfly/react-core';
import type { ReactNode } from 'react';
import { DetailTabs, type DetailTab } from './DetailTabs';
import { LoadFailedState } from './LoadFailedState';
import { PageHeading, type PageHeadingProps } from './PageHeading';

export interface DetailPageProps<Entity> extends PageHeadingProps {
  /** Where the breadcrumb and the load failure lead back to. */
  readonly back: { readonly label: string; readonly to: string };
  /** The entity once loaded; a spinner shows until then. */
  readonly data: Entity | undefined;
  /** Why the entity could not be loaded; the page then shows only that, with the way back. */
  readonly error: unknown;
  readonly errorTitle: string;
  readonly loadingLabel: string;
  readonly tabsLabel: string;
  readonly tabs: (entity: Entity) => readonly DetailTab[];
  /** The page's dialogs. */
  readonly children?: ReactNode;
}

/** A detail page (an IAM user, group or policy): heading with breadcrumb and actions, then the side tabs. */
export function DetailPage<Entity>(props: DetailPageProps<Entity>) {
  const { data, back } = props;
  if (props.error) return <LoadFailedState title={props.errorTitle} error={props.error} back={back} />;
  return (
    <>
      <PageHeading title={props.title} subtitle={props.subtitle} back={back} actions={props.actions} />
      <PageSection isFilled>
        {data === undefined ? (
          <Bullseye>
            <Spinner aria-label={props.loadingLabel} />
          </Bullseye>
        ) : (
          <DetailTabs tabs={props.tabs(data)} ariaLabel={props.tabsLabel} />
        )}
      </PageSection>
      {props.children}
    </>
  );
}
