import { Button, Content, Label, LabelGroup } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { TrashIcon } from '@patternfly/react-icons';
import { calendarDay } from '@frontend/shared/format/calendar-day';
import type { CertificateInfo } from './security.queries';
import { securityStrings as strings } from './security.strings';

/** The installed certificates of one kind: name, domains, expiry (YYYY-MM-DD), and a delete button each. */
export function InstalledCertificates(props: {
  title: string;
  certificates: readonly CertificateInfo[];
  onDelete: (name: string) => void;
  'data-test': string;
}) {
  return (
    <div className="pf-v6-u-mb-md" data-test={props['data-test']}>
      <Content component="h4">{props.title}</Content>
      {props.certificates.length === 0 ? (
        <Content component="p">{strings.noneInstalled}</Content>
      ) : (
        <Table variant="compact" aria-label={props.title}>
          <Thead>
            <Tr>
              <Th>{strings.existing}</Th>
              <Th>{strings.domains}</Th>
              <Th>{strings.expiry}</Th>
              <Th screenReaderText={strings.deleteCertificate('')} />
            </Tr>
          </Thead>
          <Tbody>
            {props.certificates.map((certificate) => (
              <Tr key={certificate.name} data-test={`certificate-${certificate.name}`}>
                <Td dataLabel={strings.existing}>{certificate.name}</Td>
                <Td dataLabel={strings.domains}>
                  <LabelGroup>
                    {(certificate.domains ?? []).map((domain) => (
                      <Label key={domain} isCompact>
                        {domain}
                      </Label>
                    ))}
                  </LabelGroup>
                </Td>
                <Td dataLabel={strings.expiry} data-test="certificate-expiry">
                  {certificate.expiry ? calendarDay(certificate.expiry) : ''}
                </Td>
                <Td isActionCell>
                  <Button
                    variant="plain"
                    icon={<TrashIcon />}
                    aria-label={strings.deleteCertificate(certificate.name)}
                    onClick={() => props.onDelete(certificate.name)}
                    data-test="delete-certificate"
                  />
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
    </div>
  );
}
