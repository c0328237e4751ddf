import {
  Button,
  FormGroup,
  HelperText,
  HelperTextItem,
  TextInput,
  Toolbar,
  ToolbarContent,
  ToolbarItem,
} from '@patternfly/react-core';
import { SyncAltIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { dashboardStrings } from './dashboard.strings';
import { fromLocalInput, toLocalInput } from './widget-range';

const text = dashboardStrings.range;

export interface TimeWindow {
  readonly start: number;
  readonly end: number;
}

/** Start Time, End Time and Sync (spec 02 §2): a complete, ordered range is applied as soon as it is typed. */
export function RangeToolbar({
  value,
  onChange,
  onSync,
}: {
  readonly value: TimeWindow;
  readonly onChange: (next: TimeWindow) => void;
  readonly onSync: () => void;
}) {
  const [draft, setDraft] = useState({ start: toLocalInput(value.start), end: toLocalInput(value.end) });
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    // Sync moved the range: show it.
    setShown(value);
    setDraft({ start: toLocalInput(value.start), end: toLocalInput(value.end) });
  }
  const start = fromLocalInput(draft.start);
  const end = fromLocalInput(draft.end);
  const invalid = start !== undefined && end !== undefined && start >= end;
  const edit = (field: 'start' | 'end', value: string) => {
    const next = { ...draft, [field]: value };
    setDraft(next);
    const from = fromLocalInput(next.start);
    const to = fromLocalInput(next.end);
    if (from !== undefined && to !== undefined && from < to) onChange({ start: from, end: to });
  };
  return (
    <Toolbar data-test="range-toolbar">
      <ToolbarContent>
        <ToolbarItem>
          <FormGroup label={text.start} fieldId="dashboard-start">
            <TextInput
              id="dashboard-start"
              type="datetime-local"
              value={draft.start}
              onChange={(_event, value) => edit('start', value)}
              validated={invalid ? 'error' : 'default'}
              data-test="range-start"
            />
          </FormGroup>
        </ToolbarItem>
        <ToolbarItem>
          <FormGroup label={text.end} fieldId="dashboard-end">
            <TextInput
              id="dashboard-end"
              type="datetime-local"
              value={draft.end}
              onChange={(_event, value) => edit('end', value)}
              validated={invalid ? 'error' : 'default'}
              data-test="range-end"
            />
          </FormGroup>
        </ToolbarItem>
        <ToolbarItem alignSelf="end">
          <Button variant="secondary" icon={<SyncAltIcon />} onClick={onSync} data-test="range-sync">
            {text.sync}
          </Button>
        </ToolbarItem>
        {invalid && (
          <ToolbarItem alignSelf="end">
            <HelperText>
              <HelperTextItem variant="error" data-test="range-invalid">
                {text.invalid}
              </HelperTextItem>
            </HelperText>
          </ToolbarItem>
        )}
      </ToolbarContent>
    </Toolbar>
  );
}
