import { HelperText, HelperTextItem } from '@patternfly/react-core';
import { useEffect, useState } from 'react';
import { componentsStrings as strings } from './components.strings';

const SLOW_AFTER_S = 3;
const COUNT_AFTER_S = 6;

/** Seconds since `active` became true; 0 while inactive. */
function useElapsedSeconds(active: boolean): number {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (!active) return undefined;
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => {
      clearInterval(timer);
      setSeconds(0);
    };
  }, [active]);
  return seconds;
}

/**
 * While a load runs: nothing for 3 s, then 'taking longer than expected', from 6 s with the seconds (spec 02 §4);
 * for any list that may load slowly (objects, buckets).
 */
export function LongLoadingMessage({ loading }: { loading: boolean }) {
  const seconds = useElapsedSeconds(loading);
  if (!loading || seconds < SLOW_AFTER_S) return null;
  return (
    <HelperText data-test="long-loading">
      <HelperTextItem variant="warning">
        {seconds < COUNT_AFTER_S ? strings.slowLoading.slow : strings.slowLoading.slowFor(seconds)}
      </HelperTextItem>
    </HelperText>
  );
}
