import { Button, Card, CardBody, CardHeader, CardTitle, Tooltip } from '@patternfly/react-core';
import { PlusIcon } from '@patternfly/react-icons';
import type { ReactNode } from 'react';
import { useErrorSnackbar } from '../../shared/messages/useErrorSnackbar';
import { bucketAdminStrings } from './bucket-admin.strings';

/** A section of the admin page: its title, an add button (disabled with a tooltip without permission), content. */
export function SectionFrame(props: {
  id: string;
  title: string;
  addLabel?: string;
  canAdd?: boolean;
  onAdd?: () => void;
  /** A load failure, shown as a snackbar (spec 01 §8). */
  error?: unknown;
  children: ReactNode;
}) {
  useErrorSnackbar(props.error);
  const add = props.addLabel && (
    <Button
      icon={<PlusIcon />}
      isAriaDisabled={props.canAdd === false}
      onClick={props.onAdd}
      data-test={`${props.id}-add`}
    >
      {props.addLabel}
    </Button>
  );
  return (
    <Card data-test={`${props.id}-section`}>
      <CardHeader
        actions={
          add
            ? {
                actions:
                  props.canAdd === false ? <Tooltip content={bucketAdminStrings.noPermission}>{add}</Tooltip> : add,
                hasNoOffset: true,
              }
            : undefined
        }
      >
        <CardTitle component="h2">{props.title}</CardTitle>
      </CardHeader>
      <CardBody>{props.children}</CardBody>
    </Card>
  );
}
