import { ExpandableSection } from '@patternfly/react-core';
import { useState } from 'react';
import { messagesStrings } from './messages.strings';

/** The 'Details' toggle under an error's message, expanding its detailed message. */
export function ErrorDetails({ detail }: { detail: string }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <ExpandableSection
      toggleText={messagesStrings.details}
      isExpanded={expanded}
      onToggle={(_event, next) => setExpanded(next)}
      data-test="error-details"
    >
      <span data-test="error-detailed-message">{detail}</span>
    </ExpandableSection>
  );
}
