import {
  Button,
  Flex,
  FlexItem,
  Form,
  FormGroup,
  FormSelect,
  FormSelectOption,
  Radio,
  TextInput,
} from '@patternfly/react-core';
import { MinusCircleIcon, PlusCircleIcon } from '@patternfly/react-icons';
import { FieldProblem } from '@frontend/shared/components/FieldProblem';
import { wizardStrings as strings } from '../create-tenant.strings';
import type { PodAffinity } from '../wizard-form';
import { SwitchRow } from '../WizardControls';
import type { StepProps } from './step-props';

/**
 * Pod Placement (spec 03 §3, §5): none, pod anti-affinity, or a node selector of key=value labels — chosen from the
 * cluster's node labels when they can be read, typed otherwise.
 */
export function PodPlacementStep({
  form,
  patch,
  problems,
  nodeLabels,
}: StepProps & { readonly nodeLabels?: Readonly<Record<string, string[]>> }) {
  const options: Array<[PodAffinity, string, string]> = [
    ['none', strings.affinity.none, strings.affinity.noneHint],
    ['default', strings.affinity.default, strings.affinity.defaultHint],
    ['nodeSelector', strings.affinity.nodeSelector, strings.affinity.nodeSelectorHint],
  ];
  const labels = form.nodeSelectorLabels;
  const setLabel = (index: number, change: Partial<{ key: string; value: string }>) =>
    patch({ nodeSelectorLabels: labels.map((label, i) => (i === index ? { ...label, ...change } : label)) });
  const keys = Object.keys(nodeLabels ?? {});
  return (
    <Form onSubmit={(event) => event.preventDefault()}>
      <FormGroup role="radiogroup" label={strings.affinity.type} fieldId="pod-affinity" isStack>
        {options.map(([value, label, description]) => (
          <Radio
            key={value}
            id={`pod-affinity-${value}`}
            data-test={`pod-affinity-${value}`}
            name="pod-affinity"
            label={label}
            description={description}
            isChecked={form.podAffinity === value}
            onChange={() => patch({ podAffinity: value })}
          />
        ))}
      </FormGroup>
      {form.podAffinity === 'nodeSelector' && (
        <>
          <SwitchRow
            id="pod-anti-affinity"
            label={strings.affinity.antiAffinity}
            checked={form.withPodAntiAffinity}
            onChange={(withPodAntiAffinity) => patch({ withPodAntiAffinity })}
          />
          {labels.map((label, index) => (
            <Flex key={index} alignItems={{ default: 'alignItemsFlexEnd' }}>
              <FlexItem grow={{ default: 'grow' }}>
                <FormGroup label={strings.affinity.key} fieldId={`label-key-${index}`}>
                  {keys.length > 0 ? (
                    <FormSelect
                      id={`label-key-${index}`}
                      data-test={`label-key-${index}`}
                      value={label.key}
                      onChange={(_e, key) => setLabel(index, { key, value: '' })}
                    >
                      <FormSelectOption value="" label="" isPlaceholder />
                      {keys.map((key) => (
                        <FormSelectOption key={key} value={key} label={key} />
                      ))}
                    </FormSelect>
                  ) : (
                    <TextInput
                      id={`label-key-${index}`}
                      data-test={`label-key-${index}`}
                      value={label.key}
                      onChange={(_e, key) => setLabel(index, { key })}
                    />
                  )}
                </FormGroup>
              </FlexItem>
              <FlexItem grow={{ default: 'grow' }}>
                <FormGroup label={strings.affinity.value} fieldId={`label-value-${index}`}>
                  {keys.length > 0 ? (
                    <FormSelect
                      id={`label-value-${index}`}
                      data-test={`label-value-${index}`}
                      value={label.value}
                      onChange={(_e, value) => setLabel(index, { value })}
                    >
                      <FormSelectOption value="" label="" isPlaceholder />
                      {(nodeLabels?.[label.key] ?? []).map((value) => (
                        <FormSelectOption key={value} value={value} label={value} />
                      ))}
                    </FormSelect>
                  ) : (
                    <TextInput
                      id={`label-value-${index}`}
                      data-test={`label-value-${index}`}
                      value={label.value}
                      onChange={(_e, value) => setLabel(index, { value })}
                    />
                  )}
                </FormGroup>
              </FlexItem>
              <FlexItem>
                <Button
                  variant="plain"
                  aria-label={strings.affinity.addLabel}
                  data-test={`label-add-${index}`}
                  onClick={() => patch({ nodeSelectorLabels: [...labels, { key: '', value: '' }] })}
                >
                  <PlusCircleIcon />
                </Button>
                <Button
                  variant="plain"
                  aria-label={strings.affinity.removeLabel(index + 1)}
                  isDisabled={labels.length <= 1}
                  onClick={() => patch({ nodeSelectorLabels: labels.filter((_l, i) => i !== index) })}
                >
                  <MinusCircleIcon />
                </Button>
              </FlexItem>
            </Flex>
          ))}
          <FieldProblem problem={problems.labels} />
        </>
      )}
    </Form>
  );
}
