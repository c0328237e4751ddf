import { Button, Content, Switch, ToolbarItem, Tooltip } from '@patternfly/react-core';
import { bucketsStrings } from '../buckets.strings';

/**
 * The Bulk Select switch after the filter: it makes the cards selectable, and while on says how many buckets are
 * chosen — ticks outlive the filter and the cards not yet shown, so the count is the only place they all add up.
 */
export function BulkSelectSwitch({
  isOn,
  selectedCount,
  onChange,
}: {
  isOn: boolean;
  selectedCount: number;
  onChange: (on: boolean) => void;
}) {
  return (
    <>
      <ToolbarItem alignSelf="center">
        <Switch
          id="buckets-bulk-select"
          label={bucketsStrings.bulkSelect}
          isChecked={isOn}
          onChange={(_event, on) => onChange(on)}
          data-test="bulk-select"
        />
      </ToolbarItem>
      {isOn && (
        <ToolbarItem alignSelf="center">
          <Content component="small" aria-live="polite" data-test="buckets-selected-count">
            {bucketsStrings.selectedCount(selectedCount)}
          </Content>
        </ToolbarItem>
      )}
    </>
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
