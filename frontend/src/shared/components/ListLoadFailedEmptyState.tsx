import { ExclamationCircleIcon } from '@patternfly/react-icons';
import { describeError } from '../../api/api-error';
import { nameTableStrings as strings } from './name-table.strings';
import { NothingYetState } from './NothingYetState';

/**
 * A name list whose load failed, in place of its "nothing yet" state: the reason stays on the page, so a refusal
 * (a session that may open the page but not list) is never taken for an empty list with an invitation to create.
 */
export function ListLoadFailedEmptyState({ error }: { error: unknown }) {
  return (
    <NothingYetState
      title={strings.loadFailedTitle}
      body={describeError(error).message}
      icon={ExclamationCircleIcon}
      dataTest="list-load-failed"
    />
  );
}
