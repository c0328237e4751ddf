import { Button, Switch, ToolbarItem } from '@patternfly/react-core';
import { bucketsStrings } from '../buckets.strings';

/** The Bulk Select switch after the filter: it makes the cards selectable. */
export function BulkSelectSwitch({ isOn, onChange }: { isOn: boolean; onChange: (on: boolean) => void }) {
  return (
    <ToolbarItem alignSelf="center">
      <Switch
        id="buckets-bulk-select"
        label={bucketsStrings.bulkSelect}
        isChecked={isOn}
        onChange={(_event, on) => onChange(on)}
        data-test="bulk-select"
      />
    </ToolbarItem>
  );
}

/** Set Replication: the replication wizard for the selected buckets; disabled while none is selected. */
export function SetReplicationButton({ selectedCount, onClick }: { selectedCount: number; onClick: () => void }) {
  return (
    <ToolbarItem>
      <Button variant="secondary" isDisabled={selectedCount === 0} onClick={onClick} data-test="set-replication">
        {bucketsStrings.setReplication}
      </Button>
    </ToolbarItem>
  );
}
