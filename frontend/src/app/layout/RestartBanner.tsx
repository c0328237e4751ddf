import { Banner, Button, Flex, FlexItem, Progress, ProgressMeasureLocation } from '@patternfly/react-core';
import { RedoIcon } from '@patternfly/react-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { ApiRequestError } from '../../api/api-error';
import { useRestartService } from '../../api/session.mutations';
import { useNotify } from '../../shared/messages/useNotify';
import { serverNeedsRestartAtom } from '../../shared/state/server-restart.atoms';
import { appStrings } from '../app.strings';
import './restart-banner.css';
import { useCreepingProgress } from './useCreepingProgress';

/**
 * The restart bar (spec 01 §4): shown while a saved change waits for a server restart; Restart calls the server and
 * shows 'The server is restarting.' with progress. Success, or a 502 from a proxy that lost the server mid-restart,
 * clears the flag; any other failure is shown and the bar stays.
 */
export function RestartBanner() {
  const [needed, setNeeded] = useAtom(serverNeedsRestartAtom);
  const restart = useRestartService();
  const queryClient = useQueryClient();
  const { showError } = useNotify();
  if (!needed) return null;

  const restarted = () => {
    setNeeded(false);
    // Whatever the restart changed, the pages read it afresh.
    void queryClient.invalidateQueries();
  };
  const onRestart = () =>
    restart.mutate(undefined, {
      onSuccess: restarted,
      onError: (error) => (error instanceof ApiRequestError && error.status === 502 ? restarted() : showError(error)),
    });

  return (
    <Banner status="warning" className="oc-restart-banner" data-test="restart-banner">
      {restart.isPending ? (
        <Flex alignItems={{ default: 'alignItemsCenter' }} flexWrap={{ default: 'nowrap' }}>
          <FlexItem data-test="restart-progress-text">{appStrings.restarting}</FlexItem>
          <FlexItem flex={{ default: 'flex_1' }}>
            <RestartProgress />
          </FlexItem>
        </Flex>
      ) : (
        <Flex alignItems={{ default: 'alignItemsCenter' }} justifyContent={{ default: 'justifyContentSpaceBetween' }}>
          <FlexItem>{appStrings.restartNeeded}</FlexItem>
          <FlexItem>
            <Button variant="secondary" size="sm" icon={<RedoIcon />} onClick={onRestart} data-test="restart-button">
              {appStrings.restart}
            </Button>
          </FlexItem>
        </Flex>
      )}
    </Banner>
  );
}

/** Mounted only while the restart runs, so its progress starts afresh each time. */
function RestartProgress() {
  const progress = useCreepingProgress();
  return (
    <Progress
      value={progress}
      aria-label={appStrings.restartProgress}
      measureLocation={ProgressMeasureLocation.none}
      size="sm"
    />
  );
}
