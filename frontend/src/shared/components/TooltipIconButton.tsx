import { Button, Tooltip } from '@patternfly/react-core';
import type { ReactNode } from 'react';

/** An icon-only button with its label as tooltip and accessible name (a header action of a detail page). */
export function TooltipIconButton(props: {
  label: string;
  /** Shown instead of the label (e.g. why the button is disabled). */
  tooltip?: string;
  icon: ReactNode;
  onClick: () => void;
  isAriaDisabled?: boolean;
  'data-test': string;
}) {
  return (
    <Tooltip content={props.tooltip ?? props.label}>
      <Button
        variant="plain"
        icon={props.icon}
        aria-label={props.label}
        isAriaDisabled={props.isAriaDisabled}
        onClick={props.onClick}
        data-test={props['data-test']}
      />
    </Tooltip>
  );
}
