import {
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  DataList,
  DataListCell,
  DataListItem,
  DataListItemCells,
  DataListItemRow,
  Flex,
  FlexItem,
  Progress,
  ProgressMeasureLocation,
  ProgressVariant,
} from '@patternfly/react-core';
import { DownloadIcon, TimesIcon, UploadIcon } from '@patternfly/react-icons';
import { useAtom, useAtomValue } from 'jotai';
import { formatBytes } from '@frontend/shared/format/bucket-format';
import { displayName } from '../common/object-path';
import { objectsStrings as strings } from '../objects.strings';
import './transfer-panel.css';
import { isFinished, transferPanelOpenAtom, transfersAtom, type Transfer } from './transfers.atoms';
import { useReservedBottom } from './useReservedBottom';
import { useUploads } from './useUploads';

/** The bar's colour: a cancelled upload must not keep the blue of one still under way. */
const PROGRESS_VARIANTS: Partial<Record<Transfer['status'], ProgressVariant>> = {
  failed: ProgressVariant.danger,
  done: ProgressVariant.success,
  cancelled: ProgressVariant.warning,
};
const progressVariant = (row: Transfer) => PROGRESS_VARIANTS[row.status];

/** Uploads and downloads of this browser tab: per-file progress, speed, cancel, retry (spec 02 §2, issue #6). */
export function TransferPanel() {
  const rows = useAtomValue(transfersAtom);
  const [open, setOpen] = useAtom(transferPanelOpenAtom);
  const uploads = useUploads();
  const reserve = useReservedBottom();
  if (rows.length === 0) return null;
  if (!open) {
    return (
      <div className="oc-transfer-panel" ref={reserve}>
        <Button variant="secondary" icon={<UploadIcon />} onClick={() => setOpen(true)} data-test="transfers-open">
          {strings.transfers.open(rows.length)}
        </Button>
      </div>
    );
  }
  return (
    <Card className="oc-transfer-panel" isCompact ref={reserve} data-test="transfer-panel">
      <CardHeader
        actions={{
          actions: (
            <>
              <Button
                variant="link"
                isInline
                onClick={() => rows.filter((row) => isFinished(row.status)).forEach((row) => uploads.remove(row.id))}
              >
                {strings.transfers.clearDone}
              </Button>
              <Button
                variant="plain"
                aria-label={strings.transfers.close}
                icon={<TimesIcon />}
                onClick={() => setOpen(false)}
              />
            </>
          ),
        }}
      >
        <CardTitle>{strings.transfers.title}</CardTitle>
      </CardHeader>
      <CardBody>
        <DataList aria-label={strings.transfers.title} isCompact>
          {rows.map((row) => (
            <DataListItem key={row.id} data-test="transfer-row" data-key={row.key} data-status={row.status}>
              <DataListItemRow>
                <DataListItemCells
                  dataListCells={[
                    <DataListCell key="main">
                      <Flex alignItems={{ default: 'alignItemsCenter' }} flexWrap={{ default: 'nowrap' }}>
                        <FlexItem>{row.direction === 'upload' ? <UploadIcon /> : <DownloadIcon />}</FlexItem>
                        <FlexItem grow={{ default: 'grow' }} style={{ minWidth: 0 }}>
                          {row.direction === 'upload' ? (
                            <Progress
                              value={row.size === 0 ? (row.status === 'done' ? 100 : 0) : (100 * row.loaded) / row.size}
                              title={displayName(row.key)}
                              size="sm"
                              measureLocation={ProgressMeasureLocation.outside}
                              variant={progressVariant(row)}
                              helperText={transferLine(row)}
                              data-test="transfer-progress"
                            />
                          ) : (
                            <>
                              <div>{displayName(row.key)}</div>
                              <small>{transferLine(row)}</small>
                            </>
                          )}
                        </FlexItem>
                        <FlexItem>
                          {(row.status === 'running' || row.status === 'queued') && row.direction === 'upload' && (
                            <Button
                              variant="link"
                              isInline
                              onClick={() => uploads.cancel(row.id)}
                              data-test="transfer-cancel"
                            >
                              {strings.transfers.cancel}
                            </Button>
                          )}
                          {row.status === 'failed' && (
                            <Button
                              variant="link"
                              isInline
                              onClick={() => void uploads.retry(row.id)}
                              data-test="transfer-retry"
                            >
                              {strings.transfers.retry}
                            </Button>
                          )}
                        </FlexItem>
                      </Flex>
                    </DataListCell>,
                  ]}
                />
              </DataListItemRow>
            </DataListItem>
          ))}
        </DataList>
      </CardBody>
    </Card>
  );
}

/** Status, bytes and speed of one row: `Uploading · 12 MiB of 40 MiB · 8.1 MiB/s`. */
function transferLine(row: Transfer): string {
  const parts: string[] = [strings.transfers.status[row.status]];
  if (row.direction === 'upload' && row.status !== 'done')
    parts.push(`${formatBytes(row.loaded)} of ${formatBytes(row.size)}`);
  else if (row.size > 0) parts.push(formatBytes(row.size));
  if (row.status === 'running' && row.speed > 0) parts.push(strings.transfers.speed(formatBytes(row.speed)));
  if (row.error) parts.push(row.error);
  return parts.join(' · ');
}
