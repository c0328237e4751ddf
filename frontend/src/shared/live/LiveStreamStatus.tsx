import { Alert, AlertActionLink, Flex, FlexItem, Label, Spinner, Tooltip } from '@patternfly/react-core';
import { useEffect, useState } from 'react';
import { liveStrings as strings } from './live.strings';
import { RECONNECT_DELAYS_MS, type LiveState } from './useLiveStream';

export interface LiveStreamStatusProps {
  readonly state: LiveState;
  readonly onReconnect?: () => void;
  /** Rows kept on the page, for the "showing the last N" note. */
  readonly kept?: { readonly shown: number; readonly limit: number };
}

/**
 * The state of a live stream above its rows: live or connecting, the drop counter, and at the end what happened —
 * a refusal with its message, a proxy that blocks websockets, or a lost stream with the reconnect countdown and a
 * Reconnect button.
 */
export function LiveStreamStatus({ state, onReconnect, kept }: LiveStreamStatusProps) {
  const seconds = useCountdown(state.retry?.at);
  const failure = state.failure;
  return (
    <Flex direction={{ default: 'column' }} spaceItems={{ default: 'spaceItemsSm' }}>
      <Flex alignItems={{ default: 'alignItemsCenter' }} spaceItems={{ default: 'spaceItemsSm' }}>
        {state.phase === 'connecting' && (
          <FlexItem>
            <Spinner size="sm" aria-label={strings.connecting} /> {strings.connecting}
          </FlexItem>
        )}
        {state.phase === 'open' && (
          <FlexItem>
            <Label color="green" data-test="live-status">
              {strings.streaming}
            </Label>
          </FlexItem>
        )}
        <FlexItem>
          <Tooltip content={strings.droppedHelp}>
            <Label color={state.dropped > 0 ? 'orange' : 'grey'} data-test="live-dropped" tabIndex={0}>
              {strings.dropped(state.dropped)}
            </Label>
          </Tooltip>
        </FlexItem>
        {kept && kept.shown >= kept.limit && <FlexItem>{strings.kept(kept.limit)}</FlexItem>}
      </Flex>
      {failure?.kind === 'blocked' && (
        <Alert variant="danger" isInline title={strings.blockedTitle} data-test="live-blocked">
          {strings.blocked}
        </Alert>
      )}
      {failure?.kind === 'refused' && (
        <Alert variant="danger" isInline title={failure.message || strings.refused} data-test="live-refused">
          {failure.detail}
        </Alert>
      )}
      {failure?.kind === 'ended' && (
        <Alert
          variant="warning"
          isInline
          title={strings.ended}
          data-test="live-ended"
          actionLinks={
            onReconnect && (
              <AlertActionLink onClick={onReconnect} data-test="live-reconnect">
                {strings.reconnect}
              </AlertActionLink>
            )
          }
        >
          <p>{failure.reason || strings.unreachable}</p>
          {state.phase === 'waiting' && state.retry && (
            <p data-test="live-retry">
              {strings.reconnectIn(seconds, state.retry.attempt, RECONNECT_DELAYS_MS.length)}
            </p>
          )}
          {state.phase === 'failed' && <p>{strings.gaveUp}</p>}
        </Alert>
      )}
    </Flex>
  );
}

function useCountdown(at: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === undefined) return;
    const timer = setInterval(() => setNow(Date.now()), 500);
    return () => clearInterval(timer);
  }, [at]);
  return at === undefined ? 0 : Math.max(0, Math.ceil((at - now) / 1000));
}
