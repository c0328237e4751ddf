import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from '@patternfly/react-core';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import type { FormatIssue } from './storage.queries';
import { storageStrings } from './storage.strings';

const strings = storageStrings.format;

/** The drives a format request left alone, with the reason each (spec 03 §4: the errors dialog). */
export function FormatIssuesModal({ issues, onClose }: { issues: readonly FormatIssue[]; onClose: () => void }) {
  return (
    <Modal isOpen onClose={onClose} variant="medium" aria-labelledby="format-issues-title" data-test="format-issues">
      <ModalHeader title={strings.issuesTitle} labelId="format-issues-title" titleIconVariant="warning" />
      <ModalBody>
        <Table variant="compact" aria-label={strings.issuesTitle}>
          <Thead>
            <Tr>
              <Th>{strings.issuesColumns.node}</Th>
              <Th>{strings.issuesColumns.drive}</Th>
              <Th>{strings.issuesColumns.error}</Th>
            </Tr>
          </Thead>
          <Tbody>
            {issues.map((issue) => (
              <Tr key={`${issue.node}:${issue.drive}`}>
                <Td>{issue.node}</Td>
                <Td>{issue.drive}</Td>
                <Td>{issue.error}</Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      </ModalBody>
      <ModalFooter>
        <Button onClick={onClose} data-test="format-issues-close">
          {strings.close}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
