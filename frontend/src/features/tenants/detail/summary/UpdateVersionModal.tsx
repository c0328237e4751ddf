import { FormGroup, FormHelperText, HelperText, HelperTextItem, Switch, TextInput } from '@patternfly/react-core';
import { useState } from 'react';
import { FormModal } from '@frontend/shared/components/FormModal';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { useUpdateTenantImage, type TenantRef } from '../tenant.queries';
import { canSaveImageUpdate, isValidImage, type ImageUpdateForm } from './image.rules';
import { summaryStrings } from './summary.strings';

const strings = summaryStrings.update;

/** The update-version dialog (spec 03 §4, §5): a new image (empty = latest) and optionally a private registry. */
export function UpdateVersionModal(props: { tenant: TenantRef; image: string; onClose: () => void }) {
  const update = useUpdateTenantImage(props.tenant);
  const notify = useNotify();
  const [form, setForm] = useState<ImageUpdateForm>({
    image: props.image,
    customRegistry: false,
    registry: '',
    username: '',
    password: '',
  });
  const set = (field: keyof ImageUpdateForm) => (_event: unknown, value: string | boolean) =>
    setForm((current) => ({ ...current, [field]: value }));
  const imageInvalid = !isValidImage(form.image);
  const save = () =>
    update.mutate(
      {
        image: form.image.trim(),
        enable_prometheus: true,
        ...(form.customRegistry
          ? {
              image_registry: {
                registry: form.registry.trim(),
                username: form.username.trim(),
                password: form.password,
              },
            }
          : {}),
      },
      {
        onSuccess: () => {
          notify.showMessage(strings.updated);
          props.onClose();
        },
        onError: (error) => notify.showModalError(error),
      },
    );
  const field = (id: 'registry' | 'username', label: string) => (
    <FormGroup label={label} fieldId={`update-${id}`} isRequired>
      <TextInput id={`update-${id}`} value={form[id]} onChange={set(id)} data-test={`update-${id}`} />
    </FormGroup>
  );
  return (
    <FormModal
      title={strings.title}
      onClose={props.onClose}
      onSubmit={save}
      submitLabel={strings.save}
      canSubmit={canSaveImageUpdate(form)}
      isBusy={update.isPending}
      data-test="update-version-modal"
    >
      <FormGroup label={strings.image} fieldId="update-image">
        <TextInput
          id="update-image"
          value={form.image}
          onChange={set('image')}
          validated={imageInvalid ? 'error' : 'default'}
          aria-describedby="update-image-helper"
          data-test="update-image"
        />
        <FormHelperText>
          <HelperText id="update-image-helper" aria-live="polite">
            <HelperTextItem variant={imageInvalid ? 'error' : 'default'} data-test="update-image-helper">
              {imageInvalid ? strings.imageInvalid : strings.imageHint}
            </HelperTextItem>
          </HelperText>
        </FormHelperText>
      </FormGroup>
      <Switch
        id="update-custom-registry"
        label={strings.customRegistry}
        isChecked={form.customRegistry}
        onChange={set('customRegistry')}
        data-test="update-custom-registry"
      />
      {form.customRegistry && (
        <>
          {field('registry', strings.registry)}
          {field('username', strings.username)}
          <FormGroup label={strings.password} fieldId="update-password" isRequired>
            <TextInput
              id="update-password"
              type="password"
              value={form.password}
              onChange={set('password')}
              autoComplete="new-password"
              data-test="update-password"
            />
          </FormGroup>
        </>
      )}
    </FormModal>
  );
}
