import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import type { AuditRecord } from './audit-logs.queries';
import { auditStrings as strings } from './audit-logs.strings';

/** Every field of one record, nested ones as `api.name`; the whole entry MinIO sent when the store has it. */
function fieldsOf(record: AuditRecord): Array<[string, string]> {
  const rows: Array<[string, string]> = [];
  const walk = (value: unknown, path: string) => {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else {
      rows.push([path, typeof value === 'string' ? value : JSON.stringify(value)]);
    }
  };
  const { entry, ...fields } = record;
  walk(fields, '');
  if (entry) walk(entry, 'entry');
  return rows;
}

/** 'Full Log Information': every field of the record, with Close. */
export function AuditLogDetailModal({ record, onClose }: { record: AuditRecord; onClose: () => void }) {
  return (
    <Modal isOpen onClose={onClose} variant="medium" aria-labelledby="audit-full-log-title" data-test="audit-full-log">
      <ModalHeader title={strings.fullLog} labelId="audit-full-log-title" />
      <ModalBody>
        <Table aria-label={strings.fullLog} variant="compact">
          <Thead>
            <Tr>
              <Th>{strings.field}</Th>
              <Th>{strings.value}</Th>
            </Tr>
          </Thead>
          <Tbody>
            {fieldsOf(record).map(([field, value]) => (
              <Tr key={field}>
                <Td dataLabel={strings.field}>
                  <code>{field}</code>
                </Td>
                <Td dataLabel={strings.value} modifier="breakWord" data-test={`audit-field-${field}`}>
                  {value}
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      </ModalBody>
      <ModalFooter>
        <Button variant="primary" onClick={onClose} data-test="audit-full-log-close">
          {strings.close}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
