import { Gallery, Grid, GridItem, PageSection } from '@patternfly/react-core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { earlyDashboardWindow, forgetEarlyDashboardWindow } from './dashboard-early-gets';
import { cancelUnwatched, prefetchHiddenTabs } from './hidden-tabs-prefetch';
import { dashboardKeys, type AdminInfo, type Widget } from './dashboard.queries';
import { dashboardStrings } from './dashboard.strings';
import { DashboardTabs, dashboardTabId } from './DashboardTabs';
import { RangeToolbar, type TimeWindow } from './RangeToolbar';
import { SummaryCards } from './SummaryCards';
import { UnknownJobNotice } from './UnknownJobNotice';
import { WidgetCard } from './WidgetCard';
import { lastHour, widgetRange } from './widget-range';

const text = dashboardStrings.tabs;
const GROUPS = ['usage', 'traffic', 'resources'] as const;
type Group = (typeof GROUPS)[number];
const TABS_ID = 'dashboard-tabs';
const panelId = (group: Group) => `dashboard-panel-${group}`;

/**
 * The widget dashboard (spec 02 §2): Start/End time and Sync, tabs Usage, Traffic and Resources. Every widget of
 * the open tab loads on mount and again when the range changes or Sync is pressed; once they have all answered, the
 * other tabs' widgets over the same range load at idle, so that a click draws them at once. The Usage tab starts with
 * the General Status cards, which do not depend on Prometheus. Above the tabs, a notice when the widgets are empty
 * because Prometheus has no series for the configured job (UnknownJobNotice).
 */
export function MetricsDashboard({ info }: { readonly info: AdminInfo }) {
  const queryClient = useQueryClient();
  // The window the early bundle's Usage widget GETs asked for, when they are still fresh: the first calls take them.
  const [window, setWindow] = useState<TimeWindow>(() => earlyDashboardWindow() ?? lastHour());
  useEffect(() => forgetEarlyDashboardWindow(), []);
  const [tab, setTab] = useState<Group>('usage');
  const range = useMemo(() => widgetRange(window.start, window.end), [window]);
  const sync = () => {
    const { end } = lastHour();
    setWindow({ start: end - (window.end - window.start), end });
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.widgets });
  };
  const widgets = useMemo(() => info.widgets ?? [], [info.widgets]);
  // Once the open tab has all its answers, the other tabs' widgets over the same range load at idle, so a click on
  // another tab draws from the cache (hidden-tabs-prefetch.ts); a new range cancels what is still loading unseen.
  const ids = useMemo(() => {
    const of = (open: boolean) => widgets.filter((widget) => (widget.group === tab) === open).map(({ id }) => id);
    return { open: of(true), hidden: of(false) };
  }, [widgets, tab]);
  const allIds = useMemo(() => widgets.map(({ id }) => id), [widgets]);
  useEffect(() => prefetchHiddenTabs(queryClient, ids.open, ids.hidden, range), [queryClient, ids, range]);
  useEffect(() => () => cancelUnwatched(queryClient, allIds, range), [queryClient, allIds, range]);
  return (
    <>
      <PageSection>
        <RangeToolbar value={window} onChange={setWindow} onSync={sync} />
      </PageSection>
      <PageSection>
        <UnknownJobNotice>
          {/* Only the open tab's panel is in the page (the first paint renders only the Usage widgets); the other
              tabs mount when chosen. */}
          <DashboardTabs
            id={TABS_ID}
            label={text.metricsLabel}
            tabs={GROUPS.map((group) => ({ key: group, title: text[group] }))}
            active={tab}
            panelId={panelId}
            onSelect={setTab}
          />
          <section
            key={tab}
            id={panelId(tab)}
            role="tabpanel"
            aria-labelledby={dashboardTabId(TABS_ID, tab)}
            tabIndex={0}
            className="pf-v6-c-tab-content"
            data-test={`panel-${tab}`}
          >
            {tab === 'usage' && (
              <div className="pf-v6-u-my-md">
                <SummaryCards info={info} />
              </div>
            )}
            <WidgetGrid widgets={widgets.filter((widget) => widget.group === tab)} range={range} />
          </section>
        </UnknownJobNotice>
      </PageSection>
    </>
  );
}

/** The tab's stats in a gallery, then its charts two to a row. */
function WidgetGrid({
  widgets,
  range,
}: {
  readonly widgets: readonly Widget[];
  readonly range: ReturnType<typeof widgetRange>;
}) {
  const graphs = widgets.filter((widget) => widget.type === 'graph');
  const stats = widgets.filter((widget) => widget.type !== 'graph');
  return (
    <>
      <Gallery hasGutter minWidths={{ default: '200px' }} className="pf-v6-u-mt-md">
        {stats.map((widget) => (
          <WidgetCard key={widget.id} header={widget} range={range} />
        ))}
      </Gallery>
      <Grid hasGutter className="pf-v6-u-mt-md">
        {graphs.map((widget) => (
          <GridItem key={widget.id} span={12} lg={6}>
            <WidgetCard header={widget} range={range} />
          </GridItem>
        ))}
      </Grid>
    </>
  );
}
