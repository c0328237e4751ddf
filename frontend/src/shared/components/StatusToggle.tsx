import { Button, Label } from '@patternfly/react-core';
import type { UseMutationResult } from '@tanstack/react-query';
import { useNotify } from '../messages/useNotify';

type Status = 'enabled' | 'disabled';

/** The texts of an entity's status (a feature's strings hold them). */
export interface StatusStrings {
  readonly enable: string;
  readonly disable: string;
  readonly status: (enabled: boolean) => string;
  readonly enabled: (name: string) => string;
  readonly disabled: (name: string) => string;
}

/** 'Status: Enabled' (green) or 'Status: Disabled' (grey): the subtitle of a user's or group's page. */
export function StatusLabel(props: { enabled: boolean; strings: StatusStrings; 'data-test': string }) {
  return (
    <Label color={props.enabled ? 'green' : 'grey'} data-test={props['data-test']}>
      {props.strings.status(props.enabled)}
    </Label>
  );
}

/** Enable / Disable of a user or group: saved at once, the result in the snackbar. */
export function StatusToggleButton<Body>(props: {
  name: string;
  enabled: boolean;
  strings: StatusStrings;
  /** Whether the session may make the change (the button is disabled otherwise). */
  mayToggle: boolean;
  update: Pick<UseMutationResult<unknown, Error, Body>, 'mutate' | 'isPending'>;
  /** The update's body for the new status. */
  body: (status: Status) => Body;
  'data-test': string;
}) {
  const { name, enabled, strings, update } = props;
  const notify = useNotify();
  const toggle = () =>
    update.mutate(props.body(enabled ? 'disabled' : 'enabled'), {
      onSuccess: () => notify.showMessage(enabled ? strings.disabled(name) : strings.enabled(name)),
      onError: (error) => notify.showError(error),
    });
  return (
    <Button
      variant="secondary"
      onClick={toggle}
      isLoading={update.isPending}
      isDisabled={update.isPending || !props.mayToggle}
      className="pf-v6-u-mr-sm"
      data-test={props['data-test']}
    >
      {enabled ? strings.disable : strings.enable}
    </Button>
  );
}
