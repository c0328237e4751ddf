import {
  Alert,
  Button,
  Card,
  CardBody,
  CardTitle,
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
} from '@patternfly/react-core';
import { ExternalLinkAltIcon } from '@patternfly/react-icons';
import { formatBytes } from '@frontend/shared/format/bucket-format';
import { calendarDay } from '@frontend/shared/format/calendar-day';
import { PROVIDER_LINKS } from './provider-links';
import type { SubscriptionInfo } from './subscription.queries';
import { subscriptionStrings as strings } from './subscription.strings';

const r = strings.registered;
const TIB = 2 ** 40;

/**
 * `YYYY-MM-DD` of an expiry (spec 03 §3: only the date portion), the day it falls on where the user is (the
 * browser's zone unless one is given), not in UTC, which in the Americas is a day late in the evening.
 */
export const expiryDate = (info: SubscriptionInfo, timeZone?: string) =>
  info.expires_at ? calendarDay(info.expires_at, timeZone) : '';

function Fields({ info, registered }: { info: SubscriptionInfo; registered: boolean }) {
  const rows: [string, string, string][] = [
    [r.license, r.commercial, 'license'],
    [r.organization, info.organization ?? '', 'organization'],
    [r.capacity, formatBytes((info.storage_capacity ?? 0) * TIB), 'capacity'],
    [r.plan, info.plan ?? '', 'plan'],
    [r.requestor, info.email ?? '', 'requestor'],
    [r.expiry, expiryDate(info), 'expiry'],
  ];
  return (
    <DescriptionList isHorizontal isCompact>
      {rows
        .filter(([, , id]) => registered || id !== 'license')
        .map(([term, value, id]) => (
          <DescriptionListGroup key={id}>
            <DescriptionListTerm>{term}</DescriptionListTerm>
            <DescriptionListDescription data-test={`license-${id}`}>{value}</DescriptionListDescription>
          </DescriptionListGroup>
        ))}
    </DescriptionList>
  );
}

/** A valid licence (spec 03 §2): Commercial License and its fields, with the login to the provider's support site. */
export function RegisteredLicense({ info }: { info: SubscriptionInfo }) {
  return (
    <Card data-test="registered-license">
      <CardTitle>{r.title}</CardTitle>
      <CardBody>
        <Fields info={info} registered />
        <Button
          className="pf-v6-u-mt-md"
          component="a"
          href={PROVIDER_LINKS.support}
          target="_blank"
          rel="noopener noreferrer"
          icon={<ExternalLinkAltIcon />}
          iconPosition="end"
        >
          {r.login}
        </Button>
      </CardBody>
    </Card>
  );
}

/** A licence that is kept in MinIO but does not hold: expired (its signed fields shown) or invalid (why). Never registered. */
export function UnusableLicense({ info }: { info: SubscriptionInfo }) {
  if (info.status === 'expired') {
    return (
      <Alert variant="danger" isInline title={strings.expired(expiryDate(info))} data-test="license-expired">
        <p>{strings.expiredBody}</p>
        <Fields info={info} registered={false} />
      </Alert>
    );
  }
  return (
    <Alert variant="danger" isInline title={strings.invalid} data-test="license-invalid">
      {info.problem}
    </Alert>
  );
}
