import { Breadcrumb, BreadcrumbItem, Button, Flex, FlexItem, PageSection, Title } from '@patternfly/react-core';
import { ArrowLeftIcon, SyncAltIcon } from '@patternfly/react-icons';
import { useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { RouterLink } from '@frontend/shared/components/RouterLink';
import { useDocumentTitle } from '@frontend/shared/hooks/useDocumentTitle';
import { tenantPath, tenantProxyUrl } from '../tenant-paths';
import { reloadTarget } from './frame-reload';
import { hopStrings as strings } from './hop.strings';
import { TenantConsoleFrame } from './TenantConsoleFrame';

/**
 * …/hop (spec 03 §2): the tenant's own console framed through the proxy, full width (the shell hides its sidebar
 * here), with Reload and a way back to the tenant.
 */
export function HopPage() {
  const { tenantNamespace: namespace = '', tenantName: name = '' } = useParams();
  useDocumentTitle(strings.title(name));
  const frame = useRef<HTMLIFrameElement>(null);
  const home = tenantProxyUrl(namespace, name, '');
  // A new key remounts the frame when its page cannot be read (it left our origin).
  const [generation, setGeneration] = useState(0);
  const detail = tenantPath(namespace, name);
  const reload = () => {
    const framed = frame.current?.contentWindow;
    try {
      if (framed) {
        framed.location.replace(reloadTarget(framed.location.href, window.location.origin));
        return;
      }
    } catch {
      // Cross-origin: the page inside cannot be read; start again from the tenant console's home.
    }
    setGeneration((current) => current + 1);
  };
  return (
    <>
      <PageSection>
        <Breadcrumb className="pf-v6-u-mb-sm">
          <BreadcrumbItem render={() => <Link to="/tenants">{strings.tenants}</Link>} />
          <BreadcrumbItem render={() => <Link to={detail}>{name}</Link>} />
          <BreadcrumbItem isActive>{strings.management}</BreadcrumbItem>
        </Breadcrumb>
        <Flex justifyContent={{ default: 'justifyContentSpaceBetween' }} alignItems={{ default: 'alignItemsCenter' }}>
          <FlexItem>
            <Title headingLevel="h1" data-test="page-title">
              {strings.title(name)}
            </Title>
            <p className="pf-v6-u-text-color-subtle" data-test="page-subtitle">
              {strings.subtitle(namespace)}
            </p>
          </FlexItem>
          <FlexItem>
            <Button
              variant="secondary"
              icon={<SyncAltIcon />}
              onClick={reload}
              className="pf-v6-u-mr-sm"
              data-test="hop-reload"
            >
              {strings.reload}
            </Button>
            <Button
              variant="primary"
              icon={<ArrowLeftIcon />}
              component={RouterLink}
              href={detail}
              data-test="hop-back"
            >
              {strings.back}
            </Button>
          </FlexItem>
        </Flex>
      </PageSection>
      <PageSection isFilled className="pf-v6-u-display-flex pf-v6-u-flex-direction-column">
        <TenantConsoleFrame
          key={generation}
          ref={frame}
          src={home}
          title={strings.frameTitle(name)}
          data-test="hop-frame"
        />
      </PageSection>
    </>
  );
}
