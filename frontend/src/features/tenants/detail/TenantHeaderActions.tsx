import { Button } from '@patternfly/react-core';
import { CodeIcon, SyncAltIcon, TrashIcon } from '@patternfly/react-icons';
import { tenantDetailStrings as strings } from './tenant-detail.strings';

/** The tenant header's actions (spec 03 §2): Delete, Edit YAML, Refresh. */
export function TenantHeaderActions(props: {
  onDelete: () => void;
  onEditYaml: () => void;
  onRefresh: () => void;
  isRefreshing: boolean;
}) {
  return (
    <>
      <Button
        variant="danger"
        icon={<TrashIcon />}
        onClick={props.onDelete}
        className="pf-v6-u-mr-sm"
        data-test="delete-tenant"
      >
        {strings.delete}
      </Button>
      <Button
        variant="secondary"
        icon={<CodeIcon />}
        onClick={props.onEditYaml}
        className="pf-v6-u-mr-sm"
        data-test="edit-tenant-yaml"
      >
        {strings.editYaml}
      </Button>
      <Button
        variant="secondary"
        icon={<SyncAltIcon />}
        onClick={props.onRefresh}
        isLoading={props.isRefreshing}
        data-test="refresh-tenant"
      >
        {strings.refresh}
      </Button>
    </>
  );
}
