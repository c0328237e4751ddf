import { SyncAltIcon, TrashIcon } from '@patternfly/react-icons';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ApiRequestError } from '../../api/api-error';
import { DetailPage } from '../../shared/components/DetailPage';
import { TooltipIconButton } from '../../shared/components/TooltipIconButton';
import { useCan } from '../../shared/hooks/useCan';
import { useEntityName } from '../../shared/hooks/useEntityName';
import { DeletePolicyModal } from './DeletePolicyModal';
import { policiesStrings as strings } from './policies.strings';
import { isReadRefusal, usePolicy } from './policies.queries';
import { PolicyGroupsTab, PolicyUsersTab } from './PolicyEntitiesTab';
import { PolicyJsonTab } from './PolicyJsonTab';
import { PolicySummaryTab } from './PolicySummaryTab';

/** /policies/{name}: the policy's statements, who has it, and its JSON (spec 02 §2 "Policy detail"). */
export function PolicyDetailPage() {
  const name = useEntityName('/policies');
  const policy = usePolicy(name);
  const can = useCan();
  const navigate = useNavigate();
  const [deleting, setDeleting] = useState(false);
  const refused = isReadRefusal(policy.error);

  // Any other path under /policies falls back to the list (spec 02 §2).
  if (name === '') return <Navigate to="/policies" replace />;
  const actions = (
    <>
      {can('admin:DeletePolicy') && (
        <TooltipIconButton
          label={strings.deletePolicy}
          icon={<TrashIcon />}
          onClick={() => setDeleting(true)}
          data-test="delete-policy"
        />
      )}
      <TooltipIconButton
        label={strings.refresh}
        icon={<SyncAltIcon />}
        onClick={() => void policy.refetch()}
        data-test="refresh-policy"
      />
    </>
  );
  return (
    <DetailPage
      title={name}
      subtitle={strings.subtitle}
      back={{ label: strings.breadcrumb, to: '/policies' }}
      actions={actions}
      data={policy.data}
      error={refused ? new ApiRequestError(403, strings.refused(name), strings.refusedDetail) : policy.error}
      errorTitle={refused ? strings.refusedTitle : strings.notFoundTitle}
      loadingLabel={strings.title}
      tabsLabel={strings.tabsLabel}
      tabs={(data) => [
        {
          key: 'summary',
          title: strings.tabs.summary,
          padded: true,
          content: <PolicySummaryTab document={data.policy} />,
        },
        { key: 'users', title: strings.tabs.users, content: <PolicyUsersTab name={name} /> },
        { key: 'groups', title: strings.tabs.groups, content: <PolicyGroupsTab name={name} /> },
        {
          key: 'json',
          title: strings.tabs.json,
          padded: true,
          content: <PolicyJsonTab name={name} saved={data} />,
        },
      ]}
    >
      {deleting && (
        <DeletePolicyModal
          name={name}
          onClose={() => setDeleting(false)}
          onDeleted={() => void navigate('/policies')}
        />
      )}
    </DetailPage>
  );
}
