import {
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
} from '@patternfly/react-core';
import type { ReactNode } from 'react';

/** One row of a `TermList`: its term, its value, and the id its value is marked with (`tenant-{id}`). */
export type TermRow = readonly [term: string, value: ReactNode, id: string];

/** Terms and values side by side, as the tenant cards and panels show them; each value marked `tenant-{id}`. */
export function TermList({
  rows,
  twoColumns,
  className,
}: {
  rows: readonly TermRow[];
  /** Two columns on wide screens; one otherwise, and always in a card of the tenants list, however narrow. */
  twoColumns?: 'wide';
  className?: string;
}) {
  const columns = twoColumns === 'wide' ? { default: '1Col' as const, lg: '2Col' as const } : undefined;
  return (
    <DescriptionList isCompact isHorizontal columnModifier={columns} className={className}>
      {rows.map(([term, value, id]) => (
        <DescriptionListGroup key={id}>
          <DescriptionListTerm>{term}</DescriptionListTerm>
          <DescriptionListDescription data-test={`tenant-${id}`}>{value}</DescriptionListDescription>
        </DescriptionListGroup>
      ))}
    </DescriptionList>
  );
}
