import {
  Alert,
  Flex,
  FlexItem,
  FormGroup,
  FormSelect,
  FormSelectOption,
  Radio,
  Switch,
  TextInput,
} from '@patternfly/react-core';
import { replicationWizardStrings as strings } from './buckets.strings';
import { FieldMessage } from '../../shared/components/FieldError';
import { decimalSeparatorProblem } from '@frontend/shared/forms/decimal-text';
import { currentLocale } from '@frontend/shared/i18n/i18n-instance';
import {
  BANDWIDTH_UNITS,
  REMOTE_KEY_MIN_LENGTH,
  shortRemoteKeys,
  type BandwidthUnit,
  type RemoteConfiguration,
} from './replication-wizard.rules';

/** Step 1: the remote's credentials and address, TLS, mode, bandwidth and health check. */
export function RemoteConfigurationStep({
  remote,
  onChange,
}: {
  remote: RemoteConfiguration;
  onChange: (change: Partial<RemoteConfiguration>) => void;
}) {
  const tooShort = shortRemoteKeys(remote);
  const problemOf = (id: keyof RemoteConfiguration) => {
    const field = tooShort.find((short) => short === id);
    return field && strings.keyTooShort(REMOTE_KEY_MIN_LENGTH[field]);
  };
  const text = (
    id: keyof RemoteConfiguration,
    label: string,
    extra: { type?: 'password'; placeholder?: string } = {},
  ) => {
    const problem = problemOf(id);
    return (
      <FormGroup label={label} fieldId={`replication-${id}`} isRequired={id !== 'region'}>
        <TextInput
          id={`replication-${id}`}
          type={extra.type ?? 'text'}
          placeholder={extra.placeholder}
          value={String(remote[id])}
          validated={problem ? 'error' : 'default'}
          onChange={(_event, value) => onChange({ [id]: value })}
          data-test={`replication-${id}`}
        />
        <FieldMessage error={problem} testId={`replication-${id}-problem`} />
      </FormGroup>
    );
  };
  return (
    <>
      <Alert variant="warning" isInline isPlain title={strings.rootWarning} data-test="root-credentials-warning" />
      {text('accessKey', strings.accessKey)}
      {text('secretKey', strings.secretKey, { type: 'password' })}
      {text('targetURL', strings.targetUrl, { placeholder: strings.targetUrlPlaceholder })}
      <Switch
        id="replication-tls"
        label={strings.useTls}
        isChecked={remote.useTLS}
        onChange={(_event, useTLS) => onChange({ useTLS })}
        data-test="replication-tls"
      />
      {text('region', strings.region)}
      <FormGroup role="radiogroup" label={strings.syncMode} fieldId="replication-mode" isInline>
        <Radio
          id="replication-mode-async"
          name="replication-mode"
          label={strings.async}
          isChecked={remote.syncMode === 'async'}
          onChange={() => onChange({ syncMode: 'async' })}
        />
        <Radio
          id="replication-mode-sync"
          name="replication-mode"
          label={strings.sync}
          isChecked={remote.syncMode === 'sync'}
          onChange={() => onChange({ syncMode: 'sync' })}
          data-test="replication-mode-sync"
        />
      </FormGroup>
      {remote.syncMode === 'async' && (
        <FormGroup label={strings.bandwidth} fieldId="replication-bandwidth">
          <Flex flexWrap={{ default: 'nowrap' }}>
            <FlexItem grow={{ default: 'grow' }}>
              <TextInput
                id="replication-bandwidth"
                // Text, not type="number": Chromium drops a comma there in any locale, reading a German 1,5 as 15.
                inputMode="decimal"
                value={remote.bandwidth}
                onChange={(_event, bandwidth) => onChange({ bandwidth })}
                data-test="replication-bandwidth"
              />
            </FlexItem>
            <FlexItem>
              <FormSelect
                aria-label={strings.bandwidth}
                value={remote.bandwidthUnit}
                style={{ width: 100 }}
                onChange={(_event, value) => onChange({ bandwidthUnit: value as BandwidthUnit })}
              >
                {BANDWIDTH_UNITS.map((unit) => (
                  <FormSelectOption key={unit} value={unit} label={unit} />
                ))}
              </FormSelect>
            </FlexItem>
          </Flex>
          <FieldMessage
            error={decimalSeparatorProblem(remote.bandwidth, currentLocale())}
            hint={strings.bandwidthHelp}
            testId="replication-bandwidth-message"
          />
        </FormGroup>
      )}
      {text('healthCheckPeriod', strings.healthCheck)}
    </>
  );
}
