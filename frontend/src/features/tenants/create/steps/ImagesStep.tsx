import { Form } from '@patternfly/react-core';
import { wizardStrings as strings } from '../create-tenant.strings';
import { IMAGE_KEYS } from '../wizard-form';
import { SwitchRow, TextRow } from '../WizardControls';
import type { StepProps } from './step-props';

/** Images (spec 03 §3, §5): custom images of every part, and a custom registry with its login. */
export function ImagesStep({ form, patch, problems }: StepProps) {
  return (
    <Form onSubmit={(event) => event.preventDefault()}>
      <SwitchRow
        id="custom-image"
        label={strings.images.customImage}
        checked={form.customImage}
        onChange={(customImage) => patch({ customImage })}
      />
      {form.customImage &&
        IMAGE_KEYS.map((key) => (
          <TextRow
            key={key}
            id={`image-${key}`}
            label={strings.images.labels[key]}
            placeholder={strings.images.examples[key]}
            value={form.images[key]}
            problem={problems[key]}
            onChange={(value) => patch({ images: { ...form.images, [key]: value } })}
          />
        ))}
      <SwitchRow
        id="custom-registry"
        label={strings.images.customDockerhub}
        checked={form.customDockerhub}
        onChange={(customDockerhub) => patch({ customDockerhub })}
      />
      {form.customDockerhub && (
        <>
          <TextRow
            id="registry-endpoint"
            label={strings.images.registry}
            required
            value={form.imageRegistry}
            problem={problems.imageRegistry}
            onChange={(imageRegistry) => patch({ imageRegistry })}
          />
          <TextRow
            id="registry-username"
            label={strings.images.username}
            required
            value={form.imageRegistryUsername}
            problem={problems.imageRegistryUsername}
            onChange={(imageRegistryUsername) => patch({ imageRegistryUsername })}
          />
          <TextRow
            id="registry-password"
            label={strings.images.password}
            required
            type="password"
            value={form.imageRegistryPassword}
            problem={problems.imageRegistryPassword}
            onChange={(imageRegistryPassword) => patch({ imageRegistryPassword })}
          />
        </>
      )}
    </Form>
  );
}
