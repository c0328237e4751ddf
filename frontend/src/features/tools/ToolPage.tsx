import { PageSection } from '@patternfly/react-core';
import type { ReactNode } from 'react';
import { PageHeading } from '../../shared/components/PageHeading';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { toolsStrings as strings } from './tools.strings';

/** The frame of every tool page: its title, the 'Return to Tools' link, and its content. */
export function ToolPage({ title, children }: { readonly title: string; readonly children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeading title={title} back={{ label: strings.returnToTools, to: '/tools' }} />
      <PageSection isFilled>{children}</PageSection>
    </>
  );
}
