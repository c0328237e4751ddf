import { Flex, FlexItem } from '@patternfly/react-core';
import type { Schema } from '@contract/shared/contract-types';
import './heal-bars.css';
import { toolsStrings } from './tools.strings';

const strings = toolsStrings.heal;
const COLOURS = ['green', 'yellow', 'red', 'grey'] as const;

/** One health bar: the Green, Yellow, Red and Grey counts as shares of the items scanned (spec 03 §2 Heal). */
export function HealthBar({
  when,
  columns,
  scanned,
}: {
  readonly when: string;
  readonly columns: Schema<'HealthColumns'>;
  readonly scanned: number;
}) {
  const percent = (count: number) => (scanned > 0 ? (count / scanned) * 100 : 0);
  const label = (colour: (typeof COLOURS)[number]) =>
    strings.segment(strings.colours[colour], columns[colour], `${percent(columns[colour]).toFixed(1)}%`);
  return (
    <Flex direction={{ default: 'column' }} spaceItems={{ default: 'spaceItemsXs' }} data-test={`heal-bar-${when}`}>
      <FlexItem>
        <strong>{when === 'before' ? strings.before : strings.after}</strong>
      </FlexItem>
      <div
        className="oc-heal-bar"
        role="img"
        aria-label={`${strings.barLabel(when)}: ${COLOURS.map(label).join(', ')}`}
      >
        {COLOURS.map((colour) => (
          <span key={colour} className={`oc-heal-${colour}`} style={{ width: `${percent(columns[colour])}%` }} />
        ))}
      </div>
      <Flex spaceItems={{ default: 'spaceItemsMd' }}>
        {COLOURS.map((colour) => (
          <FlexItem key={colour} data-test={`heal-${when}-${colour}`}>
            {label(colour)}
          </FlexItem>
        ))}
      </Flex>
    </Flex>
  );
}
