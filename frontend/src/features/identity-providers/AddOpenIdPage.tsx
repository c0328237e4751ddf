import { PageSection } from '@patternfly/react-core';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { idpStrings as strings } from './identity-providers.strings';
import { IdpConfigForm } from './IdpConfigForm';

const EMPTY: Readonly<Record<string, string>> = {};

/** /identity/idp/openid/add: a new named OpenID configuration. */
export function AddOpenIdPage() {
  return (
    <>
      <PageHeading title={strings.addOpenIdTitle} back={{ label: strings.backToOpenId, to: '/identity/idp/openid' }} />
      <PageSection isFilled>
        <IdpConfigForm type="openid" initial={EMPTY} isNew />
      </PageSection>
    </>
  );
}
