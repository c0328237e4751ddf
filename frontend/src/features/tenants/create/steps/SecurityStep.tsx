import { Button, Flex, FlexItem, Form, Title } from '@patternfly/react-core';
import { MinusCircleIcon, PlusCircleIcon } from '@patternfly/react-icons';
import { FieldProblem } from '@frontend/shared/components/FieldProblem';
import { CERTIFICATE_EXTENSIONS, CertificateFile, KEY_EXTENSIONS } from '../CertificateFile';
import { wizardStrings as strings } from '../create-tenant.strings';
import { EMPTY_SLOT, type CertificateSlot, type WizardForm } from '../wizard-form';
import { SwitchRow } from '../WizardControls';
import type { StepProps } from './step-props';

type SlotList = 'minioCertificates' | 'caCertificates';

/** Security (spec 03 §3, §5): TLS, automatic certificates, and custom certificate/key and CA files. */
export function SecurityStep({ form, patch, problems }: StepProps) {
  const slots = (list: SlotList, withKey: boolean) => {
    const entries = form[list];
    const set = (index: number, change: Partial<CertificateSlot>) =>
      patch({ [list]: entries.map((slot, i) => (i === index ? { ...slot, ...change } : slot)) } as Partial<WizardForm>);
    return entries.map((slot, index) => (
      <Flex key={index} alignItems={{ default: 'alignItemsFlexEnd' }}>
        <FlexItem grow={{ default: 'grow' }}>
          <CertificateFile
            id={`${list}-crt-${index}`}
            label={strings.security.certificate}
            accept={CERTIFICATE_EXTENSIONS}
            fileName={slot.crtName}
            onChange={(crtName, crt) => set(index, { crtName, crt })}
          />
        </FlexItem>
        {withKey && (
          <FlexItem grow={{ default: 'grow' }}>
            <CertificateFile
              id={`${list}-key-${index}`}
              label={strings.security.key}
              accept={KEY_EXTENSIONS}
              fileName={slot.keyName}
              onChange={(keyName, key) => set(index, { keyName, key })}
            />
          </FlexItem>
        )}
        <FlexItem>
          <Button
            variant="plain"
            aria-label={strings.security.add}
            onClick={() => patch({ [list]: [...entries, EMPTY_SLOT] } as Partial<WizardForm>)}
          >
            <PlusCircleIcon />
          </Button>
          <Button
            variant="plain"
            aria-label={strings.security.remove(index + 1)}
            isDisabled={entries.length <= 1}
            onClick={() => patch({ [list]: entries.filter((_s, i) => i !== index) } as Partial<WizardForm>)}
          >
            <MinusCircleIcon />
          </Button>
        </FlexItem>
      </Flex>
    ));
  };
  return (
    <Form onSubmit={(event) => event.preventDefault()}>
      <SwitchRow
        id="enable-tls"
        label={strings.security.enableTLS}
        hint={strings.security.enableTLSHint}
        checked={form.enableTLS}
        onChange={(enableTLS) => patch({ enableTLS })}
      />
      {form.enableTLS && (
        <>
          <SwitchRow
            id="enable-auto-cert"
            label={strings.security.enableAutoCert}
            checked={form.enableAutoCert}
            onChange={(enableAutoCert) => patch({ enableAutoCert })}
          />
          <SwitchRow
            id="enable-custom-certs"
            label={strings.security.enableCustomCerts}
            checked={form.enableCustomCerts}
            onChange={(enableCustomCerts) => patch({ enableCustomCerts })}
          />
          {form.enableCustomCerts && (
            <>
              <Title headingLevel="h3">{strings.security.minioCertificates}</Title>
              {slots('minioCertificates', true)}
              <Title headingLevel="h3">{strings.security.caCertificates}</Title>
              {slots('caCertificates', false)}
            </>
          )}
        </>
      )}
      <FieldProblem problem={problems.certificates} />
    </Form>
  );
}
