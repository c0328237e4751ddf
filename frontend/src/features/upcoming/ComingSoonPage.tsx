import { EmptyState, EmptyStateBody, PageSection, Title } from '@patternfly/react-core';
import { OutlinedHourglassIcon } from '@patternfly/react-icons';
import type { ComponentType } from 'react';
import { upcomingStrings } from './upcoming.strings';

/** A page of a feature that is declared (route, menu entry, permission) but not built yet. */
export function ComingSoonPage({ feature }: { feature: string }) {
  return (
    <>
      <PageSection>
        <Title headingLevel="h1" data-test="page-title">
          {feature}
        </Title>
      </PageSection>
      <PageSection isFilled>
        <EmptyState
          titleText={upcomingStrings.comingLater(feature)}
          headingLevel="h2"
          icon={OutlinedHourglassIcon}
          data-test="coming-soon"
        >
          <EmptyStateBody>{upcomingStrings.explanation}</EmptyStateBody>
        </EmptyState>
      </PageSection>
    </>
  );
}

/** A route component showing the placeholder of one feature (made once per route, not during render). */
export function comingSoon(feature: string): ComponentType {
  const Placeholder = () => <ComingSoonPage feature={feature} />;
  Placeholder.displayName = `ComingSoon(${feature})`;
  return Placeholder;
}
