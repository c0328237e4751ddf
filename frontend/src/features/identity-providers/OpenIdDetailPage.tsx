import { Button, PageSection } from '@patternfly/react-core';
import { TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { LoadFailedState } from '@frontend/shared/components/LoadFailedState';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { useIdpConfiguration } from './identity-providers.queries';
import { idpStrings as strings } from './identity-providers.strings';
import { DeleteIdpModal } from './DeleteIdpModal';
import { IdpConfigForm } from './IdpConfigForm';
import { envKeys, initialValues } from './idp-initial';

/** /identity/idp/openid/:name: one OpenID configuration, edited in place, test connection, delete. */
export function OpenIdDetailPage() {
  const name = useParams().name ?? '';
  const config = useIdpConfiguration('openid', name);
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const title = name === '_' ? strings.defaultName : name;
  return (
    <>
      <PageHeading
        title={title}
        back={{ label: strings.backToOpenId, to: '/identity/idp/openid' }}
        actions={
          <Button variant="danger" icon={<TrashIcon />} onClick={() => setDeleting(true)} data-test="delete-openid">
            {strings.delete}
          </Button>
        }
      />
      <PageSection isFilled>
        {config.error ? (
          <LoadFailedState
            title={title}
            error={config.error}
            back={{ label: strings.backToOpenId, to: '/identity/idp/openid' }}
          />
        ) : (
          config.data && (
            <IdpConfigForm
              type="openid"
              name={name}
              initial={initialValues('openid', config.data)}
              fromEnv={envKeys(config.data)}
              isNew={false}
            />
          )
        )}
      </PageSection>
      {deleting && (
        <DeleteIdpModal
          type="openid"
          name={name}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate('/identity/idp/openid')}
        />
      )}
    </>
  );
}
