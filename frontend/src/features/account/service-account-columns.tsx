import { Label } from '@patternfly/react-core';
import type { ResourceColumn } from '@frontend/shared/components/ResourceTable';
import { formatDateTime } from '@frontend/shared/format/bucket-format';
import { serviceAccountsStrings as strings } from './service-accounts.strings';
import type { ServiceAccountSummary } from './service-accounts.queries';

/** Sorts "never" after every date. */
const NEVER_SORTS_LAST = Number.MAX_SAFE_INTEGER;

/** The expiry cell: 'Never', the date, or a red 'Expired …' once it has passed. */
function Expiry({ expiration, now }: { expiration: string | null; now: number }) {
  if (expiration === null) return <>{strings.never}</>;
  const when = formatDateTime(expiration);
  if (Date.parse(expiration) > now) return <>{when}</>;
  return (
    <Label color="red" isCompact data-test="service-account-expired">
      {strings.expired(when)}
    </Label>
  );
}

/**
 * The columns right of the access key in a service-account list (name, description, expiry, status, policy), read
 * from `byKey` since the table's rows are the access keys; each sorts.
 */
export function serviceAccountColumns(
  byKey: ReadonlyMap<string, ServiceAccountSummary>,
  now: number,
): ResourceColumn<string>[] {
  const of = (key: string) => byKey.get(key);
  return [
    {
      id: 'sa-name',
      title: strings.columns.name,
      cell: (key) => of(key)?.name ?? '',
      sortValue: (key) => of(key)?.name ?? '',
    },
    {
      id: 'sa-description',
      title: strings.columns.description,
      cell: (key) => of(key)?.description ?? '',
      sortValue: (key) => of(key)?.description ?? '',
    },
    {
      id: 'sa-expiry',
      title: strings.columns.expiry,
      cell: (key) => <Expiry expiration={of(key)?.expiration ?? null} now={now} />,
      sortValue: (key) => {
        const expiration = of(key)?.expiration;
        return expiration ? Date.parse(expiration) : NEVER_SORTS_LAST;
      },
    },
    {
      id: 'sa-status',
      title: strings.columns.status,
      cell: (key) => {
        const status = of(key)?.status ?? 'enabled';
        return (
          <Label color={status === 'enabled' ? 'green' : 'grey'} isCompact>
            {strings.statuses[status]}
          </Label>
        );
      },
      sortValue: (key) => of(key)?.status ?? '',
    },
    {
      id: 'sa-policy',
      title: strings.columns.policy,
      cell: (key) => policySummary(of(key)),
      sortValue: (key) => policySummary(of(key)),
    },
  ];
}

/** One line on the account's rights: all of its owner's, or narrowed by a policy of its own. */
function policySummary(account: ServiceAccountSummary | undefined): string {
  if (!account) return '';
  return account.impliedPolicy ? strings.impliedPolicy(account.parentUser) : strings.ownPolicy;
}

/** What the list's search matches besides the access key. */
export function serviceAccountSearchText(account: ServiceAccountSummary | undefined): string {
  return account ? [account.name ?? '', account.description ?? '', policySummary(account)].join(' ') : '';
}
