import { useAtomValue } from 'jotai';
import { useNavigation } from 'react-router';
import { loadingProgressAtom } from '../../shared/state/loading-progress.atoms';
import { appStrings } from '../app.strings';
import './loading-bar.css';

/**
 * A thin bar over the top of the content while route data loads (react-router's navigation) or while a page reports
 * progress below 100 (spec 01 §9). Without a known value it runs as an indeterminate bar.
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const progress = useAtomValue(loadingProgressAtom);
  const known = progress < 100;
  if (navigation.state === 'idle' && !known) return null;
  return (
    <div
      className={`oc-loading-bar${known ? '' : ' oc-loading-bar--indeterminate'}`}
      role="progressbar"
      aria-label={appStrings.loadingPage}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={known ? progress : undefined}
      data-test="loading-bar"
    >
      <div className="oc-loading-bar__fill" style={known ? { width: `${progress}%` } : undefined} />
    </div>
  );
}
