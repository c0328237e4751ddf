import { Button, Flex, FlexItem, Form, FormGroup, Radio } from '@patternfly/react-core';
import { MinusCircleIcon, PlusCircleIcon, SyncAltIcon } from '@patternfly/react-icons';
import { wizardStrings as strings } from '../create-tenant.strings';
import { AD_FIELDS, OIDC_FIELDS } from '../wizard-fields';
import { randomKeyPair, type IdpSelection } from '../wizard-form';
import { FieldsForm, TextRow } from '../WizardControls';
import type { StepProps } from './step-props';

/** Identity Provider (spec 03 §3, §5): built-in users, OpenID or Active Directory. */
export function IdentityProviderStep({ form, patch, problems }: StepProps) {
  const choices: Array<[IdpSelection, string]> = [
    ['Built-in', strings.identity.builtIn],
    ['OpenID', strings.identity.openId],
    ['AD', strings.identity.ad],
  ];
  const keys = form.keys;
  const setKey = (index: number, change: Partial<(typeof keys)[number]>) =>
    patch({ keys: keys.map((pair, i) => (i === index ? { ...pair, ...change } : pair)) });
  return (
    <Form onSubmit={(event) => event.preventDefault()}>
      <FormGroup role="radiogroup" label={strings.identity.selection} fieldId="idp" isInline>
        {choices.map(([value, label]) => (
          <Radio
            key={value}
            id={`idp-${value}`}
            data-test={`idp-${value}`}
            name="idp"
            label={label}
            isChecked={form.idpSelection === value}
            onChange={() => patch({ idpSelection: value })}
          />
        ))}
      </FormGroup>
      {form.idpSelection === 'Built-in' &&
        keys.map((pair, index) => (
          <Flex key={index} alignItems={{ default: 'alignItemsFlexStart' }}>
            <FlexItem grow={{ default: 'grow' }}>
              <TextRow
                id={`access-key-${index}`}
                label={strings.identity.accessKey}
                required
                value={pair.accessKey}
                problem={problems[`accessKey.${index}`]}
                onChange={(accessKey) => setKey(index, { accessKey })}
              />
            </FlexItem>
            <FlexItem grow={{ default: 'grow' }}>
              <TextRow
                id={`secret-key-${index}`}
                label={strings.identity.secretKey}
                required
                value={pair.secretKey}
                problem={problems[`secretKey.${index}`]}
                onChange={(secretKey) => setKey(index, { secretKey })}
              />
            </FlexItem>
            <FlexItem className="pf-v6-u-mt-lg">
              <Button
                variant="plain"
                aria-label={strings.identity.addKey}
                onClick={() => patch({ keys: [...keys, randomKeyPair()] })}
              >
                <PlusCircleIcon />
              </Button>
              <Button
                variant="plain"
                aria-label={strings.identity.randomize}
                data-test={`randomize-${index}`}
                onClick={() => setKey(index, randomKeyPair())}
              >
                <SyncAltIcon />
              </Button>
              <Button
                variant="plain"
                aria-label={strings.identity.removeKey(index + 1)}
                isDisabled={keys.length <= 1}
                onClick={() => patch({ keys: keys.filter((_k, i) => i !== index) })}
              >
                <MinusCircleIcon />
              </Button>
            </FlexItem>
          </Flex>
        ))}
      {form.idpSelection === 'OpenID' && (
        <FieldsForm
          idPrefix="oidc"
          fields={OIDC_FIELDS}
          values={form.oidc}
          problems={problems}
          onChange={(key, value) => patch({ oidc: { ...form.oidc, [key]: String(value) } })}
        />
      )}
      {form.idpSelection === 'AD' && (
        <>
          <FieldsForm
            idPrefix="ad"
            fields={AD_FIELDS}
            values={form.ad}
            problems={problems}
            onChange={(key, value) => patch({ ad: { ...form.ad, [key]: value } })}
          />
          {form.userDNs.map((dn, index) => (
            <Flex key={index} alignItems={{ default: 'alignItemsFlexStart' }}>
              <FlexItem grow={{ default: 'grow' }}>
                <TextRow
                  id={`user-dn-${index}`}
                  label={strings.identity.userDN}
                  required
                  value={dn}
                  problem={problems[`userDN.${index}`]}
                  onChange={(value) => patch({ userDNs: form.userDNs.map((d, i) => (i === index ? value : d)) })}
                />
              </FlexItem>
              <FlexItem className="pf-v6-u-mt-lg">
                <Button
                  variant="plain"
                  aria-label={strings.identity.addUserDN}
                  onClick={() => patch({ userDNs: [...form.userDNs, ''] })}
                >
                  <PlusCircleIcon />
                </Button>
                <Button
                  variant="plain"
                  aria-label={strings.identity.removeUserDN(index + 1)}
                  isDisabled={form.userDNs.length <= 1}
                  onClick={() => patch({ userDNs: form.userDNs.filter((_d, i) => i !== index) })}
                >
                  <MinusCircleIcon />
                </Button>
              </FlexItem>
            </Flex>
          ))}
        </>
      )}
    </Form>
  );
}
