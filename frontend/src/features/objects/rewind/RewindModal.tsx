import { FormGroup, FormHelperText, HelperText, HelperTextItem, Switch, TextInput } from '@patternfly/react-core';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { FormModal } from '@frontend/shared/components/FormModal';
import { objectsStrings as strings } from '../objects.strings';
import { activeRewindDate, rewindAtom } from './rewind.atoms';

/** `datetime-local` text for a moment, in the browser's time zone. */
function localInput(iso: string | undefined): string {
  const date = iso ? new Date(iso) : new Date();
  const shifted = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return shifted.toISOString().slice(0, 19);
}

/**
 * Rewind (spec 02 §4): a switch and a moment. Saving with the switch on shows the bucket as it was then ('Show
 * Rewind Data'); with it off, current data again ('Show Current Data'). The date is required when enabled.
 */
export function RewindModal({ bucket, onClose }: { bucket: string; onClose: () => void }) {
  const [rewind, setRewind] = useAtom(rewindAtom);
  const current = activeRewindDate(rewind, bucket);
  const [enabled, setEnabled] = useState(current !== undefined || !rewind.enabled);
  const [value, setValue] = useState(localInput(current));
  const moment = value === '' ? undefined : new Date(value);
  const valid = !enabled || (moment !== undefined && !Number.isNaN(moment.getTime()));
  return (
    <FormModal
      title={strings.rewind.title}
      submitLabel={enabled ? strings.toolbar.showRewind : strings.toolbar.showCurrent}
      canSubmit={valid}
      onSubmit={() => {
        setRewind(
          enabled && moment
            ? { enabled: true, bucket, date: moment.toISOString() }
            : { enabled: false, bucket, date: '' },
        );
        onClose();
      }}
      onClose={onClose}
      data-test="rewind-modal"
    >
      <Switch
        id="rewind-enabled"
        label={strings.rewind.enable}
        isChecked={enabled}
        onChange={(_event, on) => setEnabled(on)}
        data-test="rewind-enabled"
      />
      {enabled && (
        <FormGroup label={strings.rewind.date} fieldId="rewind-date" isRequired>
          <TextInput
            id="rewind-date"
            type="datetime-local"
            step={1}
            value={value}
            onChange={(_event, next) => setValue(next)}
            data-test="rewind-date"
          />
          {!valid && (
            <FormHelperText>
              <HelperText>
                <HelperTextItem variant="error">{strings.rewind.dateRequired}</HelperTextItem>
              </HelperText>
            </FormHelperText>
          )}
        </FormGroup>
      )}
    </FormModal>
  );
}
