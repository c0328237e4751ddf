import { Button, SearchInput, Toolbar, ToolbarContent, ToolbarGroup, ToolbarItem } from '@patternfly/react-core';
import { PlusIcon, SyncAltIcon } from '@patternfly/react-icons';
import { RouterLink } from '../../shared/components/RouterLink';
import { tenantsStrings as strings } from './tenants.strings';

/** Filter by name, Refresh, and Create Tenant when the session may open the wizard. */
export function TenantsToolbar(props: {
  filter: string;
  onFilter: (filter: string) => void;
  onRefresh: () => void;
  isRefreshing: boolean;
  canCreate: boolean;
}) {
  return (
    <Toolbar>
      <ToolbarContent>
        <ToolbarItem>
          <SearchInput
            placeholder={strings.filterPlaceholder}
            aria-label={strings.filterPlaceholder}
            value={props.filter}
            onChange={(_event, value) => props.onFilter(value)}
            onClear={() => props.onFilter('')}
            data-test="tenant-filter"
          />
        </ToolbarItem>
        <ToolbarGroup align={{ default: 'alignEnd' }}>
          <ToolbarItem>
            <Button
              variant="secondary"
              icon={<SyncAltIcon />}
              onClick={props.onRefresh}
              isLoading={props.isRefreshing}
              data-test="refresh-tenants"
            >
              {strings.refresh}
            </Button>
          </ToolbarItem>
          {props.canCreate && (
            <ToolbarItem>
              <CreateTenantButton />
            </ToolbarItem>
          )}
        </ToolbarGroup>
      </ToolbarContent>
    </Toolbar>
  );
}

/** Opens the create-tenant wizard. */
export function CreateTenantButton({ variant = 'primary' }: { variant?: 'primary' | 'link' }) {
  return (
    <Button
      variant={variant}
      icon={<PlusIcon />}
      component={(props) => <RouterLink {...props} href="/tenants/add" />}
      data-test="create-tenant"
    >
      {variant === 'link' ? strings.empty.create : strings.createTenant}
    </Button>
  );
}
