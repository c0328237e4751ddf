import { Card, CardBody, CardTitle, Label } from '@patternfly/react-core';
import { CheckCircleIcon, MinusCircleIcon } from '@patternfly/react-icons';
import { TermList } from '../../TermList';
import type { Tenant } from '../tenant.queries';
import { summaryStrings as strings } from './summary.strings';

/** Features (spec 03 §2): Enabled or Disabled for logs, TLS, AD/LDAP, monitoring, encryption and OpenID. */
export function FeaturesPanel({ tenant }: { tenant: Tenant }) {
  const names = strings.featureNames;
  const features: Array<[string, boolean | undefined, string]> = [
    [names.logs, tenant.logEnabled, 'logs'],
    [names.tls, tenant.minioTLS, 'tls'],
    [names.ldap, tenant.idpAdEnabled, 'ldap'],
    [names.monitoring, tenant.monitoringEnabled, 'monitoring'],
    [names.encryption, tenant.encryptionEnabled, 'encryption'],
    [names.openid, tenant.idpOidcEnabled, 'openid'],
  ];
  return (
    <Card isFullHeight data-test="tenant-features-panel">
      <CardTitle>{strings.features}</CardTitle>
      <CardBody>
        <TermList
          rows={features.map(([name, on, id]) => [
            name,
            <Label
              key={id}
              isCompact
              color={on ? 'green' : 'grey'}
              icon={on ? <CheckCircleIcon /> : <MinusCircleIcon />}
              data-test={`feature-${id}`}
              data-enabled={on ? 'true' : 'false'}
            >
              {on ? strings.enabled : strings.disabled}
            </Label>,
            `feature-row-${id}`,
          ])}
        />
      </CardBody>
    </Card>
  );
}
