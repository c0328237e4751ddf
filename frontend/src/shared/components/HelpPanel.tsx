import { Card, CardBody, CardTitle, Content } from '@patternfly/react-core';
import { OutlinedQuestionCircleIcon } from '@patternfly/react-icons';
import type { ReactNode } from 'react';

/** A short explanation next to a list (what policies, groups or service accounts are), as MinIO's console had. */
export function HelpPanel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card isCompact isPlain className="pf-v6-u-mt-lg" data-test="help-panel">
      <CardTitle>
        <OutlinedQuestionCircleIcon className="pf-v6-u-mr-sm" aria-hidden />
        {title}
      </CardTitle>
      <CardBody>
        <Content>{children}</Content>
      </CardBody>
    </Card>
  );
}
