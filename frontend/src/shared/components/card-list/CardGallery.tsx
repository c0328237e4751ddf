import { Button, Content, Gallery } from '@patternfly/react-core';
import { Fragment, type ReactNode } from 'react';
import type { Labelled } from './card-list.types';
import { useIncrementalReveal } from './useIncrementalReveal';

/** Laying out a long list a step at a time, with its 'Showing n of m' line and its Show more button. */
export interface CardReveal {
  readonly step: number;
  readonly showing: (shown: number, total: number) => string;
  readonly shownDataTest: string;
  readonly more: Labelled;
}

export interface CardGalleryProps<T> {
  readonly items: readonly T[];
  /** A key unique within the list (e.g. the name, or namespace and name). */
  readonly itemKey: (item: T) => string;
  /** The feature's own card for one item. */
  readonly renderCard: (item: T) => ReactNode;
  /** The narrowest a card may get; the gallery fits as many columns as this allows. */
  readonly minCardWidth: string;
  readonly dataTest: string;
  /** Without it every item is laid out at once. */
  readonly reveal?: CardReveal;
}

/** Cards in a responsive grid, optionally revealed a step at a time (on scroll, or by the Show more button). */
export function CardGallery<T>({ items, itemKey, renderCard, minCardWidth, dataTest, reveal }: CardGalleryProps<T>) {
  const { count, hasMore, more, setSentinel } = useIncrementalReveal(
    items.length,
    reveal?.step ?? Number.POSITIVE_INFINITY,
  );
  const shown = items.slice(0, count);
  return (
    <>
      {shown.length > 0 && (
        <Gallery hasGutter minWidths={{ default: minCardWidth }} data-test={dataTest}>
          {shown.map((item) => (
            <Fragment key={itemKey(item)}>{renderCard(item)}</Fragment>
          ))}
        </Gallery>
      )}
      {reveal && items.length > reveal.step && (
        // Polite: a screen reader hears the new count after Show more without losing its place.
        <Content component="small" className="pf-v6-u-mt-md" aria-live="polite" data-test={reveal.shownDataTest}>
          {reveal.showing(shown.length, items.length)}
        </Content>
      )}
      {reveal && hasMore && (
        <div ref={setSentinel} className="pf-v6-u-mt-sm">
          <Button variant="link" onClick={more} data-test={reveal.more.dataTest}>
            {reveal.more.label}
          </Button>
        </div>
      )}
    </>
  );
}
