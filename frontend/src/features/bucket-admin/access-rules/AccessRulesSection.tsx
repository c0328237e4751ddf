import type { components } from '@contract/generated/api';
import { api, call } from '@frontend/api/client';
import { useBucketAccessRules } from '../bucket-admin.queries';
import { accessRulesStrings as strings } from '../bucket-admin.strings';
import { RuleListSection } from '../RuleListSection';
import type { SectionProps } from '../section-props';
import { AccessRuleModal } from './AccessRuleModal';

type AccessRule = components['schemas']['AccessRule'];

/** Access Rules (spec 02 §2): anonymous access per prefix; add, edit, delete. */
export function AccessRulesSection({ bucket, abilities }: SectionProps) {
  const rules = useBucketAccessRules(bucket, true);
  return (
    <RuleListSection<AccessRule>
      bucket={bucket}
      id="access-rules"
      title={strings.title}
      addLabel={strings.add}
      canAdd={abilities.setPolicy}
      canChange={abilities.setPolicy}
      error={rules.error}
      table={{
        entity: strings.entity,
        rows: rules.data?.accessRules ?? [],
        rowKey: (rule) => rule.prefix,
        isLoading: rules.isPending,
        columns: [
          {
            id: 'prefix',
            title: strings.columns.prefix,
            cell: (rule) => rule.prefix,
            sortValue: (rule) => rule.prefix,
          },
          { id: 'access', title: strings.columns.access, cell: (rule) => rule.access },
        ],
      }}
      addModal={(onClose) => <AccessRuleModal bucket={bucket} onClose={onClose} />}
      edit={{
        actionId: 'edit-access-rule',
        label: strings.editAction,
        modal: (rule, onClose) => <AccessRuleModal bucket={bucket} rule={rule} onClose={onClose} />,
      }}
      remove={{
        actionId: 'delete-access-rule',
        label: strings.deleteAction,
        call: ({ prefix }) =>
          call(
            api().DELETE('/api/v1/bucket/{bucket}/access-rules', { params: { path: { bucket } }, body: { prefix } }),
          ),
        title: strings.deleteTitle,
        confirm: (rule) => strings.deleteConfirm(rule.prefix),
        deleted: strings.deleted,
        'data-test': 'delete-access-rule-modal',
      }}
    />
  );
}
