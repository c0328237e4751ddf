import '@patternfly/react-core/dist/styles/base.css';
import '@frontend/app/patternfly-overrides.css';
import { useRef, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { TABLE_OVERSCAN_ROWS, TABLE_ROW_HEIGHT_PX } from '@frontend/shared/components/resource-table.constants';
import { DEFAULT_SORT, type BucketObject } from '@frontend/features/objects/listing/object-sort';
import { FIRST_SCREEN_OVERSCAN_ROWS, ObjectTable } from '@frontend/features/objects/listing/ObjectTable';
import { ObjectTableFrame, type ObjectTableContent } from '@frontend/features/objects/listing/ObjectTableFrame';
import { useRowWindow, type ScrollRender } from '@frontend/shared/components/resource-table.window';
import { useHandRolledWindow } from './hand-rolled-window';

/*
 * The page of the windowing benchmark (hack/bench/table-windowing.ts): the object table as it ships, two other
 * choices of the same windowing, or the hand-rolled windowing it replaced, over the same rows, driven from
 * Playwright through `window.tableBench`. Times are in the page's own clock.
 */

/**
 * The table as it ships (@tanstack/react-virtual, rows rendered in the scroll event only when the viewport would
 * otherwise show blank space); the same windowing always rendering in the scroll event, and always after the frame
 * (`ScrollRender`); the hand-rolled windowing it replaced.
 */
export type Side = 'tanstack' | 'tanstack-always-sync' | 'tanstack-after-paint' | 'hand-rolled';

/** What `mount` measured: the synchronous render and commit, and the render call to the end of its frame. */
export interface MountResult {
  readonly renderMs: number;
  readonly paintedMs: number;
}

/** One scroll run: how many frames painted blank space where rows belong, and the frames' intervals. */
export interface ScrollResult {
  readonly frames: number;
  readonly blankFrames: number;
  readonly frameMs: number[];
}

const noop = () => undefined;

function HandRolledObjectTable(content: ObjectTableContent) {
  const scroller = useRef<HTMLDivElement>(null);
  const { window, onScroll } = useHandRolledWindow(scroller, {
    count: content.rows.length,
    rowHeight: TABLE_ROW_HEIGHT_PX,
    overscan: TABLE_OVERSCAN_ROWS,
    firstScreenOverscan: FIRST_SCREEN_OVERSCAN_ROWS,
  });
  return <ObjectTableFrame {...content} window={window} ref={scroller} onScroll={onScroll} />;
}

/** Like `ObjectTable` (without paging), with another choice of when rows coming into view render. */
function VariantObjectTable({ scrollRender, ...content }: ObjectTableContent & { scrollRender: ScrollRender }) {
  const scroller = useRef<HTMLDivElement>(null);
  const { window } = useRowWindow({
    count: content.rows.length,
    scroller,
    rowHeight: TABLE_ROW_HEIGHT_PX,
    overscan: TABLE_OVERSCAN_ROWS,
    firstScreenOverscan: FIRST_SCREEN_OVERSCAN_ROWS,
    scrollRender,
  });
  return <ObjectTableFrame {...content} window={window} ref={scroller} />;
}

const rowsOf = (count: number): BucketObject[] =>
  Array.from({ length: count }, (_, index) => ({
    name: `many/obj-${String(index).padStart(6, '0')}`,
    size: index,
    last_modified: new Date(Date.UTC(2025, 0, 1, 0, 0, index % 86_400)).toISOString(),
  }));

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
/** Runs after the current frame's rendering (a message is a task of its own, queued behind the frame). */
const afterFrame = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });

let root: Root | undefined;
let rowCount = 0;

const scroller = () => {
  const element = document.querySelector<HTMLElement>('[data-test="object-scroll"]');
  if (!element) throw new Error('no table mounted');
  return element;
};

/** Whether the rows rendered cover the box's viewport at its scroll position now. */
function coversViewport(box: HTMLElement): boolean {
  const keys = [...box.querySelectorAll('[data-test="object-row"]')].map((row) =>
    Number((row.getAttribute('data-key') ?? '').slice('many/obj-'.length)),
  );
  if (keys.length === 0) return false;
  // The sticky header covers the first row's place; counting it in only asks for one row more.
  const firstShown = Math.floor(box.scrollTop / TABLE_ROW_HEIGHT_PX);
  const lastShown = Math.min(rowCount - 1, Math.floor((box.scrollTop + box.clientHeight - 1) / TABLE_ROW_HEIGHT_PX));
  return Math.min(...keys) <= firstShown && Math.max(...keys) >= lastShown;
}

const bench = {
  /** Mounts one side over `count` rows (made before the clock starts). */
  async mount(side: Side, count: number): Promise<MountResult> {
    const rows = rowsOf(count);
    rowCount = count;
    const content: ObjectTableContent = {
      rows,
      sort: DEFAULT_SORT,
      onSort: noop,
      selected: new Set(),
      onSelect: noop,
      onOpen: noop,
      actions: () => [],
      showDeleted: false,
    };
    const host = document.getElementById('root');
    if (!host) throw new Error('no #root');
    const started = performance.now();
    root = createRoot(host);
    const tables: Record<Side, ReactNode> = {
      tanstack: <ObjectTable {...content} folder="many/" hasMore={false} onNeedMore={noop} />,
      'tanstack-always-sync': <VariantObjectTable {...content} scrollRender="always" />,
      'tanstack-after-paint': <VariantObjectTable {...content} scrollRender="after-paint" />,
      'hand-rolled': <HandRolledObjectTable {...content} />,
    };
    flushSync(() => root?.render(tables[side]));
    const renderMs = performance.now() - started;
    await nextFrame();
    await afterFrame();
    return { renderMs, paintedMs: performance.now() - started };
  },

  /**
   * Scrolls the box `steps` times by `stepPx`, one step between two frames as a user's wheel or drag would (the
   * browser fires the scroll event in the next frame, before painting it), and notes each frame that paints blank
   * space where rows belong.
   */
  async scroll(stepPx: number, steps: number): Promise<ScrollResult> {
    const box = scroller();
    const frameMs: number[] = [];
    let blankFrames = 0;
    let last = await nextFrame();
    for (let step = 0; step < steps; step++) {
      await afterFrame();
      box.scrollTop += stepPx;
      const now = await nextFrame();
      // rAF callbacks run after the frame's scroll events and before its paint: what is here now is painted.
      if (!coversViewport(box)) blankFrames++;
      frameMs.push(now - last);
      last = now;
    }
    return { frames: steps, blankFrames, frameMs };
  },

  unmount(): void {
    root?.unmount();
    root = undefined;
  },
};

(window as unknown as { tableBench: typeof bench }).tableBench = bench;
