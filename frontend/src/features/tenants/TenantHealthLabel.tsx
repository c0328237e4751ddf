import { Label } from '@patternfly/react-core';
import { CircleIcon } from '@patternfly/react-icons';
import { healthColour } from './tenant-health';
import { tenantsStrings } from './tenants.strings';

/** The tenant's health as a coloured label: red, yellow, green, otherwise grey (spec 03 §2). */
export function TenantHealthLabel({ health }: { health: string | undefined }) {
  const colour = healthColour(health);
  return (
    <Label color={colour} icon={<CircleIcon />} isCompact data-test="tenant-health" data-health={colour}>
      {tenantsStrings.health(colour)}
    </Label>
  );
}
