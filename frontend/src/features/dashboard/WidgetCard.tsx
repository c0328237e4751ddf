import { Button, Card, CardBody, CardHeader, CardTitle, Modal, ModalBody, ModalHeader } from '@patternfly/react-core';
import { SearchPlusIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useWidget, type Widget, type WidgetRange } from './dashboard.queries';
import { dashboardStrings } from './dashboard.strings';
import { useReportUnknownJob } from './UnknownJobNotice';
import { WidgetBody } from './WidgetBody';

const text = dashboardStrings.widget;

/**
 * One widget in a card, loaded with the range (or, live, the last hour read again every `refreshMs`); its zoom
 * button shows it large in a modal.
 */
export function WidgetCard({
  header,
  range,
  refreshMs,
}: {
  readonly header: Widget;
  readonly range?: WidgetRange;
  readonly refreshMs?: number;
}) {
  const query = useWidget(header.id, range, refreshMs);
  useReportUnknownJob(query.data?.unknownJob);
  const [zoomed, setZoomed] = useState(false);
  const graph = header.type === 'graph';
  return (
    <Card isCompact isFullHeight data-test="widget" data-widget-id={header.id}>
      <CardHeader
        actions={{
          actions: (
            <Button
              variant="plain"
              icon={<SearchPlusIcon />}
              aria-label={text.zoom(header.title)}
              onClick={() => setZoomed(true)}
              data-test="widget-zoom"
            />
          ),
          hasNoOffset: true,
        }}
      >
        <CardTitle data-test="widget-title">{header.title}</CardTitle>
      </CardHeader>
      <CardBody>
        <WidgetBody query={query} height={graph ? 200 : 0} />
      </CardBody>
      {/* Mounted only while open: twelve closed modals would each add their container to the page on first paint. */}
      {zoomed && (
        <Modal
          isOpen
          onClose={() => setZoomed(false)}
          variant="large"
          aria-labelledby={`widget-zoom-title-${header.id}`}
          data-test="widget-zoom-modal"
        >
          <ModalHeader title={header.title} labelId={`widget-zoom-title-${header.id}`} />
          <ModalBody>
            <WidgetBody query={query} height={420} />
          </ModalBody>
        </Modal>
      )}
    </Card>
  );
}
