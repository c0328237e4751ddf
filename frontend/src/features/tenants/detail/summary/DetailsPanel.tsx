import { Button, Card, CardBody, CardTitle } from '@patternfly/react-core';
import { PencilAltIcon } from '@patternfly/react-icons';
import { formatBytes, formatCount } from '@frontend/shared/format/bucket-format';
import { TermList, type TermRow } from '../../TermList';
import type { Tenant } from '../tenant.queries';
import { summaryStrings as strings } from './summary.strings';

/** Details (spec 03 §2): capacity, instances, clusters, volumes, endpoints, the image (opens update) and the state. */
export function DetailsPanel({ tenant, onChangeImage }: { tenant: Tenant; onChangeImage: () => void }) {
  const image = tenant.image || strings.noImage;
  const rows: TermRow[] = [
    [strings.capacity, formatBytes(tenant.total_size ?? 0), 'capacity'],
    [strings.instances, formatCount(tenant.total_instances ?? 0), 'instances'],
    [strings.clusters, formatCount(tenant.pools?.length ?? 0), 'clusters'],
    [strings.volumes, formatCount(tenant.total_volumes ?? 0), 'volumes'],
    [strings.objectEndpoint, <EndpointLink key="minio" address={tenant.endpoints?.minio} />, 'endpoint-minio'],
    [strings.consoleEndpoint, <EndpointLink key="console" address={tenant.endpoints?.console} />, 'endpoint-console'],
    [
      strings.image,
      <Button
        key="image"
        variant="link"
        isInline
        icon={<PencilAltIcon />}
        iconPosition="end"
        onClick={onChangeImage}
        aria-label={strings.changeImage(image)}
        data-test="tenant-image-button"
      >
        {image}
      </Button>,
      'image',
    ],
    [strings.state, tenant.currentState || strings.noState, 'state'],
  ];
  return (
    <Card isFullHeight data-test="tenant-details-panel">
      <CardTitle>{strings.details}</CardTitle>
      <CardBody>
        <TermList rows={rows} twoColumns="wide" />
      </CardBody>
    </Card>
  );
}

function EndpointLink({ address }: { address: string | undefined }) {
  if (!address) return <>{strings.noEndpoint}</>;
  return (
    <a href={address} target="_blank" rel="noopener noreferrer">
      {address}
    </a>
  );
}
