import {
  Button,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Flex,
  FlexItem,
  Tooltip,
} from '@patternfly/react-core';
import { PencilAltIcon } from '@patternfly/react-icons';
import type { ReactNode } from 'react';
import { bucketAdminStrings, summaryStrings } from '../bucket-admin.strings';

/** One row of the Bucket Summary: its name, value, and an edit button (disabled without the set permission). */
export function SummaryRow(props: {
  id: string;
  label: string;
  children: ReactNode;
  onEdit?: () => void;
  canEdit?: boolean;
}) {
  const { onEdit, canEdit = true } = props;
  const button = onEdit && (
    <Button
      variant="link"
      isInline
      icon={<PencilAltIcon />}
      isAriaDisabled={!canEdit}
      onClick={onEdit}
      aria-label={summaryStrings.editButton(props.label)}
      data-test={`edit-${props.id}`}
    >
      {bucketAdminStrings.change}
    </Button>
  );
  return (
    <DescriptionListGroup data-test={`summary-${props.id}`}>
      <DescriptionListTerm>{props.label}</DescriptionListTerm>
      <DescriptionListDescription>
        <Flex spaceItems={{ default: 'spaceItemsMd' }}>
          <FlexItem data-test={`summary-${props.id}-value`}>{props.children}</FlexItem>
          {button && (
            <FlexItem>
              {canEdit ? button : <Tooltip content={bucketAdminStrings.noPermission}>{button}</Tooltip>}
            </FlexItem>
          )}
        </Flex>
      </DescriptionListDescription>
    </DescriptionListGroup>
  );
}
