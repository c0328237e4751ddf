import {
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
  Label,
  PageSection,
  Spinner,
} from '@patternfly/react-core';
import { useParams } from 'react-router';
import { LoadFailedState } from '@frontend/shared/components/LoadFailedState';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { useKmsKeyStatus } from './kms.queries';
import { kmsStrings as strings } from './kms.strings';

/** /kms/keys/:keyName: whether encrypting and decrypting a data key with it works. */
export function KmsKeyPage() {
  const name = useParams().keyName ?? '';
  const status = useKmsKeyStatus(name);
  const back = { label: strings.backToKeys, to: '/kms/keys' };
  const result = (error: string | undefined, dataTest: string) =>
    error ? (
      <Label color="red" data-test={dataTest}>
        {error}
      </Label>
    ) : (
      <Label color="green" data-test={dataTest}>
        {strings.works}
      </Label>
    );
  return (
    <>
      <PageHeading title={name} subtitle={strings.keyStatus} back={back} />
      <PageSection isFilled>
        {status.isPending && <Spinner size="lg" />}
        {status.error && <LoadFailedState title={name} error={status.error} back={back} />}
        {status.data && (
          <DescriptionList isHorizontal>
            <DescriptionListGroup>
              <DescriptionListTerm>{strings.encryption}</DescriptionListTerm>
              <DescriptionListDescription>
                {result(status.data.encryptionErr, 'kms-key-encryption')}
              </DescriptionListDescription>
            </DescriptionListGroup>
            <DescriptionListGroup>
              <DescriptionListTerm>{strings.decryption}</DescriptionListTerm>
              <DescriptionListDescription>
                {result(status.data.decryptionErr, 'kms-key-decryption')}
              </DescriptionListDescription>
            </DescriptionListGroup>
          </DescriptionList>
        )}
      </PageSection>
    </>
  );
}
