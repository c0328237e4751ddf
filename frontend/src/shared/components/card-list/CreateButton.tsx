import { Button } from '@patternfly/react-core';
import { PlusIcon } from '@patternfly/react-icons';
import { RouterLink } from '../RouterLink';
import type { CreateTarget, Labelled } from './card-list.types';

/** Create, as a button that opens a dialog or as a link to the creation page: the toolbar's and the empty state's. */
export function CreateButton({
  target,
  label,
  dataTest,
  variant,
}: Labelled & { target: CreateTarget; variant: 'primary' | 'link' }) {
  const common = { variant, icon: <PlusIcon />, 'data-test': dataTest } as const;
  return target.href === undefined ? (
    <Button {...common} onClick={target.onClick}>
      {label}
    </Button>
  ) : (
    <Button {...common} component={RouterLink} href={target.href}>
      {label}
    </Button>
  );
}
