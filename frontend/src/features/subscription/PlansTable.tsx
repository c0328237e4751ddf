import { Button, Label } from '@patternfly/react-core';
import { ExternalLinkAltIcon } from '@patternfly/react-icons';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { PROVIDER_LINKS, withReference } from './provider-links';
import { subscriptionStrings as strings } from './subscription.strings';

type Plan = 'community' | 'standard' | 'enterprise';
const PLANS: readonly Plan[] = ['community', 'standard', 'enterprise'];
const ROWS = ['license', 'price', 'support', 'lts', 'sla', 'panic', 'extras'] as const;
const p = strings.plans;

/**
 * The plan comparison (spec 03 §2, §9): Community, Standard, Enterprise with their prices and terms; the current
 * plan marked 'CURRENT PLAN' with its button disabled; Community offers Join Slack, the others Subscribe (or
 * Upgrade, from Standard to Enterprise).
 */
export function PlansTable({ current, operator }: { current: Plan; operator: boolean }) {
  const action = (plan: Plan) => {
    const isCurrent = plan === current;
    const [label, url] =
      plan === 'community'
        ? [p.joinSlack, PROVIDER_LINKS.slack]
        : [current === 'standard' && plan === 'enterprise' ? p.upgrade : p.subscribe, PROVIDER_LINKS.pricing];
    return (
      <Button
        component="a"
        href={isCurrent ? undefined : withReference(url, operator)}
        target="_blank"
        rel="noopener noreferrer"
        variant={plan === 'community' ? 'secondary' : 'primary'}
        icon={<ExternalLinkAltIcon />}
        iconPosition="end"
        isDisabled={isCurrent}
        data-test={`plan-action-${plan}`}
      >
        {label}
      </Button>
    );
  };
  return (
    <Table aria-label={p.label} variant="compact" data-test="plans-table">
      <Thead>
        <Tr>
          <Th>{p.feature}</Th>
          {PLANS.map((plan) => (
            <Th key={plan} modifier="wrap" data-test={`plan-${plan}`}>
              <div>{p.names[plan]}</div>
              {plan === current && (
                <Label color="blue" isCompact data-test="current-plan">
                  {p.currentPlan}
                </Label>
              )}
            </Th>
          ))}
        </Tr>
      </Thead>
      <Tbody>
        {ROWS.map((row) => (
          <Tr key={row}>
            <Th>{p.rows[row]}</Th>
            {PLANS.map((plan) => (
              <Td key={plan} dataLabel={p.names[plan]}>
                {p[plan][row]}
              </Td>
            ))}
          </Tr>
        ))}
        <Tr>
          <Td />
          {PLANS.map((plan) => (
            <Td key={plan}>{action(plan)}</Td>
          ))}
        </Tr>
      </Tbody>
    </Table>
  );
}
