import { PageSection } from '@patternfly/react-core';
import { useNavigate } from 'react-router';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { CreateKmsKeyForm } from './CreateKmsKeyForm';
import { kmsStrings as strings } from './kms.strings';

/** /kms/keys/add: create a master key, then open it. */
export function AddKmsKeyPage() {
  const navigate = useNavigate();
  return (
    <>
      <PageHeading title={strings.createKeyTitle} back={{ label: strings.backToKeys, to: '/kms/keys' }} />
      <PageSection isFilled>
        <CreateKmsKeyForm onCreated={(name) => void navigate(`/kms/keys/${encodeURIComponent(name)}`)} />
      </PageSection>
    </>
  );
}
