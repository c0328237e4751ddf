import { Button, Content, Flex, FormGroup, TextInput, Title } from '@patternfly/react-core';
import { PlusIcon } from '@patternfly/react-icons';
import { Table, Tbody, Td, Th, Thead, Tr } from '@patternfly/react-table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '@frontend/shared/components/ConfirmModal';
import { FieldMessage } from '@frontend/shared/components/FieldError';
import { FormModal } from '@frontend/shared/components/FormModal';
import { SmallEmptyState } from '@frontend/shared/components/SmallEmptyState';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { TARGET_NAME } from './config-form.rules';
import { useResetConfiguration } from './settings.queries';
import { settingsStrings } from './settings.strings';

const strings = settingsStrings.targets;

/** The named targets of a logger or audit webhook: listed, added (a name, then the form) and removed. */
export function TargetsSection({ category, targets }: { category: string; targets: readonly string[] }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const remove = useResetConfiguration();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string>();
  const edit = (name: string, isNew = false) =>
    void navigate(`/settings/${category}?target=${encodeURIComponent(name)}${isNew ? '&new=1' : ''}`);
  return (
    <section className="pf-v6-u-mb-xl" data-test="settings-targets">
      <Title headingLevel="h2" size="lg">
        {strings.title}
      </Title>
      <Content component="p" className="pf-v6-u-mb-sm">
        {strings.description}
      </Content>
      <Button variant="secondary" icon={<PlusIcon />} onClick={() => setAdding(true)} data-test="settings-add-target">
        {strings.add}
      </Button>
      {targets.length === 0 ? (
        <SmallEmptyState title={strings.empty} body={strings.emptyBody} />
      ) : (
        <Table variant="compact" aria-label={strings.tableLabel} data-test="settings-targets-table">
          <Thead>
            <Tr>
              <Th>{strings.name}</Th>
              <Th screenReaderText={strings.edit} />
            </Tr>
          </Thead>
          <Tbody>
            {targets.map((name) => (
              <Tr key={name} data-test={`settings-target-${name}`}>
                <Td dataLabel={strings.name}>{name}</Td>
                <Td isActionCell>
                  <Flex flexWrap={{ default: 'nowrap' }} justifyContent={{ default: 'justifyContentFlexEnd' }}>
                    <Button variant="link" onClick={() => edit(name)} data-test={`settings-edit-target-${name}`}>
                      {strings.edit}
                    </Button>
                    <Button
                      variant="link"
                      isDanger
                      onClick={() => setRemoving(name)}
                      data-test={`settings-remove-target-${name}`}
                    >
                      {strings.remove}
                    </Button>
                  </Flex>
                </Td>
              </Tr>
            ))}
          </Tbody>
        </Table>
      )}
      {adding && <AddTargetModal taken={targets} onClose={() => setAdding(false)} onAdd={(name) => edit(name, true)} />}
      {removing && (
        <ConfirmModal
          title={strings.removeTitle}
          confirmLabel={strings.remove}
          onClose={() => setRemoving(undefined)}
          isBusy={remove.isPending}
          onConfirm={() =>
            remove.mutate(
              { id: `${category}:${removing}` },
              {
                onSuccess: () => {
                  notify.showMessage(strings.removed(removing));
                  setRemoving(undefined);
                },
                onError: notify.showModalError,
              },
            )
          }
          data-test="settings-remove-target-modal"
        >
          {strings.removeQuestion(removing)}
        </ConfirmModal>
      )}
    </section>
  );
}

function AddTargetModal(props: { taken: readonly string[]; onClose: () => void; onAdd: (name: string) => void }) {
  const [name, setName] = useState('');
  const problem =
    name === ''
      ? undefined
      : !TARGET_NAME.test(name)
        ? strings.nameHint
        : props.taken.includes(name)
          ? strings.nameTaken
          : undefined;
  return (
    <FormModal
      title={strings.addTitle}
      onClose={props.onClose}
      onSubmit={() => props.onAdd(name)}
      submitLabel={strings.add}
      canSubmit={name !== '' && !problem}
      data-test="settings-add-target-modal"
    >
      <FormGroup label={strings.name} fieldId="settings-target-name" isRequired>
        <TextInput
          id="settings-target-name"
          value={name}
          onChange={(_e, value) => setName(value.trim())}
          validated={problem ? 'error' : 'default'}
          data-test="settings-target-name"
        />
        <FieldMessage error={problem} hint={strings.nameHint} />
      </FormGroup>
    </FormModal>
  );
}
