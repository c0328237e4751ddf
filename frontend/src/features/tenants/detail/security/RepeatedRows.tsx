import { Button, Flex, FlexItem } from '@patternfly/react-core';
import { MinusCircleIcon, PlusCircleIcon } from '@patternfly/react-icons';
import type { ReactNode } from 'react';

type RepeatedRowsProps<T> = {
  readonly rows: readonly T[];
  readonly onChange: (rows: T[]) => void;
  /** What 'add' appends. */
  readonly emptyRow: T;
  /** The fields of one row, each in its own FlexItem; `update` replaces that row. */
  readonly children: (row: T, index: number, update: (row: T) => void) => ReactNode;
  readonly removeLabel: (position: number) => string;
  readonly addLabel: string;
  /** Rows are `${rowTestId}-${index}`, the add button `addTestId`. */
  readonly rowTestId: string;
  readonly addTestId: string;
};

/** A list of form rows with a remove button on each (the last one stays) and an add button below. */
export function RepeatedRows<T>({
  rows,
  onChange,
  emptyRow,
  children,
  removeLabel,
  addLabel,
  rowTestId,
  addTestId,
}: RepeatedRowsProps<T>) {
  const update = (index: number) => (row: T) => onChange(rows.map((current, i) => (i === index ? row : current)));
  return (
    <>
      {rows.map((row, index) => (
        <Flex key={index} alignItems={{ default: 'alignItemsFlexEnd' }} data-test={`${rowTestId}-${index}`}>
          {children(row, index, update(index))}
          <FlexItem>
            <Button
              variant="plain"
              icon={<MinusCircleIcon />}
              aria-label={removeLabel(index + 1)}
              isDisabled={rows.length <= 1}
              onClick={() => onChange(rows.filter((_, i) => i !== index))}
            />
          </FlexItem>
        </Flex>
      ))}
      <div>
        <Button
          variant="link"
          icon={<PlusCircleIcon />}
          onClick={() => onChange([...rows, emptyRow])}
          data-test={addTestId}
        >
          {addLabel}
        </Button>
      </div>
    </>
  );
}
