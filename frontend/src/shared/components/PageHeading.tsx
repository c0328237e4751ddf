import { Breadcrumb, BreadcrumbItem, Content, Flex, FlexItem, PageSection, Title } from '@patternfly/react-core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AS_TYPED_CLASS } from './as-typed';

export interface PageHeadingProps {
  readonly title: string;
  readonly subtitle?: ReactNode;
  /** A link back to the list: its label and app path. */
  readonly back?: { readonly label: string; readonly to: string };
  /** Buttons at the right of the heading. */
  readonly actions?: ReactNode;
}

/** The heading of a list or detail page: optional breadcrumb back, the title (`page-title`), subtitle and actions. */
export function PageHeading({ title, subtitle, back, actions }: PageHeadingProps) {
  return (
    <PageSection>
      {back && (
        <Breadcrumb className={`pf-v6-u-mb-sm ${AS_TYPED_CLASS}`}>
          <BreadcrumbItem render={() => <Link to={back.to}>{back.label}</Link>} />
          <BreadcrumbItem isActive>{title}</BreadcrumbItem>
        </Breadcrumb>
      )}
      <Flex justifyContent={{ default: 'justifyContentSpaceBetween' }} alignItems={{ default: 'alignItemsCenter' }}>
        <FlexItem>
          <Title headingLevel="h1" data-test="page-title">
            {title}
          </Title>
          {subtitle && (
            <Content component="p" className="pf-v6-u-text-color-subtle" data-test="page-subtitle">
              {subtitle}
            </Content>
          )}
        </FlexItem>
        {actions && <FlexItem>{actions}</FlexItem>}
      </Flex>
    </PageSection>
  );
}
