import { CodeBlock, CodeBlockCode, ExpandableSection, HelperText, HelperTextItem } from '@patternfly/react-core';
import { useState } from 'react';
import { serviceAccountsStrings as strings } from './service-accounts.strings';
import type { UserEffectivePolicy } from './service-accounts.queries';

/**
 * What the owner of a new service account may do: its policies by name, and the merged document behind an
 * expander (the most the service account can do; a restricting policy starts from it).
 */
export function EffectivePolicyView({
  user,
  effective,
  failed,
}: {
  user: string;
  effective: UserEffectivePolicy | undefined;
  failed: boolean;
}) {
  const [open, setOpen] = useState(false);
  if (failed) {
    return (
      <HelperText data-test="sa-effective-policy">
        <HelperTextItem>{strings.effectiveUnknown(user)}</HelperTextItem>
      </HelperText>
    );
  }
  if (!effective) return null;
  return (
    <div data-test="sa-effective-policy">
      <HelperText>
        <HelperTextItem>{strings.effectiveFrom(user, effective.policyNames)}</HelperTextItem>
      </HelperText>
      <ExpandableSection
        toggleText={open ? strings.effectiveHide : strings.effectiveShow}
        onToggle={(_event, expanded) => setOpen(expanded)}
        isExpanded={open}
        data-test="sa-effective-policy-toggle"
      >
        {/* A user's merged policy can run to hundreds of lines: it scrolls, so the form's fields stay in view. */}
        <CodeBlock style={{ maxHeight: '16rem', overflow: 'auto' }}>
          <CodeBlockCode data-test="sa-effective-policy-document">{effective.policy}</CodeBlockCode>
        </CodeBlock>
      </ExpandableSection>
    </div>
  );
}
