import { Button, Switch, ToolbarItem, Tooltip } from '@patternfly/react-core';
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

/**
 * Set Replication: the replication wizard for the selected buckets; disabled while none is selected, and with the
 * reason as its tooltip when the setup offers no replication at all (a single drive, spec 01 §6).
 */
export function SetReplicationButton({
  selectedCount,
  unavailable,
  onClick,
}: {
  selectedCount: number;
  unavailable?: string;
  onClick: () => void;
}) {
  const button = (
    <Button
      variant="secondary"
      isDisabled={unavailable === undefined && selectedCount === 0}
      isAriaDisabled={unavailable !== undefined}
      onClick={onClick}
      data-test="set-replication"
    >
      {bucketsStrings.setReplication}
    </Button>
  );
  return <ToolbarItem>{unavailable ? <Tooltip content={unavailable}>{button}</Tooltip> : button}</ToolbarItem>;
}
