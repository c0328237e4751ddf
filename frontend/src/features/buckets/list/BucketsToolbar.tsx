import {
  Button,
  SearchInput,
  Switch,
  Toolbar,
  ToolbarContent,
  ToolbarGroup,
  ToolbarItem,
} from '@patternfly/react-core';
import { PlusIcon, SyncAltIcon } from '@patternfly/react-icons';
import { bucketsStrings } from '../buckets.strings';

/** The list's controls: filter, Bulk Select, Set Replication, Refresh and (when permitted) Create Bucket. */
export function BucketsToolbar(props: {
  filter: string;
  onFilter: (filter: string) => void;
  bulkSelect: boolean;
  onBulkSelect: (on: boolean) => void;
  selectedCount: number;
  onSetReplication: () => void;
  onRefresh: () => void;
  canCreate: boolean;
  onCreate: () => void;
}) {
  return (
    <Toolbar>
      <ToolbarContent>
        <ToolbarItem>
          <SearchInput
            placeholder={bucketsStrings.filterPlaceholder}
            aria-label={bucketsStrings.filterPlaceholder}
            value={props.filter}
            onChange={(_event, value) => props.onFilter(value)}
            onClear={() => props.onFilter('')}
            data-test="bucket-filter"
          />
        </ToolbarItem>
        <ToolbarItem alignSelf="center">
          <Switch
            id="buckets-bulk-select"
            label={bucketsStrings.bulkSelect}
            isChecked={props.bulkSelect}
            onChange={(_event, on) => props.onBulkSelect(on)}
            data-test="bulk-select"
          />
        </ToolbarItem>
        <ToolbarGroup align={{ default: 'alignEnd' }}>
          <ToolbarItem>
            <Button
              variant="secondary"
              isDisabled={props.selectedCount === 0}
              onClick={props.onSetReplication}
              data-test="set-replication"
            >
              {bucketsStrings.setReplication}
            </Button>
          </ToolbarItem>
          <ToolbarItem>
            <Button variant="secondary" icon={<SyncAltIcon />} onClick={props.onRefresh} data-test="refresh-buckets">
              {bucketsStrings.refresh}
            </Button>
          </ToolbarItem>
          {props.canCreate && (
            <ToolbarItem>
              <Button variant="primary" icon={<PlusIcon />} onClick={props.onCreate} data-test="create-bucket">
                {bucketsStrings.createBucket}
              </Button>
            </ToolbarItem>
          )}
        </ToolbarGroup>
      </ToolbarContent>
    </Toolbar>
  );
}
