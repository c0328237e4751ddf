import { Button, Tooltip } from '@patternfly/react-core';
import { ExternalLinkAltIcon } from '@patternfly/react-icons';
import { RouterLink } from '../../shared/components/RouterLink';
import { canManageTenant } from './tenant-health';
import { tenantPath } from './tenant-paths';
import { tenantsStrings as strings } from './tenants.strings';

/**
 * Opens the tenant's own console (…/hop). Enabled only when the tenant allows it (spec 03 §4); otherwise it stays
 * focusable and its tooltip says why.
 */
export function ManageTenantButton(props: {
  namespace: string;
  name: string;
  state: string | undefined;
  health: string | undefined;
  label: string;
  variant: 'primary' | 'secondary';
  size?: 'sm';
}) {
  const manageable = canManageTenant(props.state, props.health);
  const href = tenantPath(props.namespace, props.name, 'hop');
  const button = (
    <Button
      variant={props.variant}
      size={props.size}
      icon={<ExternalLinkAltIcon />}
      isAriaDisabled={!manageable}
      component={manageable ? (linkProps) => <RouterLink {...linkProps} href={href} /> : undefined}
      data-test="tenant-manage"
    >
      {props.label}
    </Button>
  );
  return manageable ? button : <Tooltip content={strings.manageDisabled}>{button}</Tooltip>;
}
