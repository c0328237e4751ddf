import { Content, Flex, FlexItem, Grid, GridItem, Label, PageSection, Title } from '@patternfly/react-core';
import { formatDateTime } from '@frontend/shared/format/bucket-format';
import type { AdminInfo } from './dashboard.queries';
import { dashboardStrings } from './dashboard.strings';
import { WidgetCard } from './WidgetCard';

const text = dashboardStrings.live;

/**
 * The charts without Prometheus (issue 17 item 4): rates of MinIO's realtime metrics that the console samples while
 * a dashboard is open. Each chart reads the last hour again every sampling interval; what the console has not
 * sampled (before it started, or while nobody looked) is a gap, never a zero.
 */
export function LiveCharts({ info }: { readonly info: AdminInfo }) {
  const sampling = info.realtime;
  const widgets = info.widgets ?? [];
  if (!sampling || widgets.length === 0) return null;
  const refreshMs = sampling.intervalSeconds * 1000;
  return (
    <PageSection aria-labelledby="oc-live-charts" data-test="live-charts">
      <Flex alignItems={{ default: 'alignItemsCenter' }} spaceItems={{ default: 'spaceItemsSm' }}>
        <FlexItem>
          <Title headingLevel="h2" size="lg" id="oc-live-charts">
            {text.title}
          </Title>
        </FlexItem>
        <FlexItem>
          <Label color="blue" isCompact data-test="live-since">
            {text.since}
          </Label>
        </FlexItem>
      </Flex>
      <Content component="small" className="pf-v6-u-text-color-subtle" data-test="live-sampling">
        {text.sampling(sampling.intervalSeconds)}{' '}
        {sampling.since ? text.firstSample(formatDateTime(sampling.since)) : text.waiting}
      </Content>
      <Grid hasGutter className="pf-v6-u-mt-md">
        {widgets.map((widget) => (
          <GridItem key={widget.id} span={12} lg={6}>
            <WidgetCard header={widget} refreshMs={refreshMs} />
          </GridItem>
        ))}
      </Grid>
    </PageSection>
  );
}
