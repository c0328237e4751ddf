import { Bullseye, Content, Spinner } from '@patternfly/react-core';
import { useMemo, useState } from 'react';
import { InlineLoadError } from '../InlineLoadError';
import { SectionSearch } from '../SectionSearch';
import type { TenantRef } from '../tenant.queries';
import { logLines } from './pod-format';
import { podsStrings as strings } from './pods.strings';
import { usePodLog } from './pods.queries';
import './pod-log.css';

/**
 * The pod's log (spec 03 §2): cleaned lines, indented ones tabbed in, and a search box that highlights the lines
 * containing the text. When no kubelet can serve the log the backend's explanation shows instead.
 */
export function PodLogsTab({ tenant, pod }: { tenant: TenantRef; pod: string }) {
  const log = usePodLog(tenant, pod);
  const [search, setSearch] = useState('');
  const lines = useMemo(() => logLines(log.data ?? ''), [log.data]);
  if (log.isPending) {
    return (
      <Bullseye>
        <Spinner aria-label={strings.logLabel} />
      </Bullseye>
    );
  }
  if (log.error) return <InlineLoadError title={strings.logFailed} error={log.error} data-test="pod-log-failed" />;
  const needle = search.toLowerCase();
  return (
    <>
      <SectionSearch placeholder={strings.logSearch} value={search} onChange={setSearch} data-test="pod-log-search" />
      {lines.length === 0 ? (
        <Content component="p" data-test="pod-log-empty">
          {strings.logEmpty}
        </Content>
      ) : (
        <div className="oc-pod-log" role="log" aria-label={strings.logLabel} tabIndex={0} data-test="pod-log">
          {lines.map((line, index) => {
            const classes = [
              'oc-pod-log__line',
              line.indented ? 'oc-pod-log__line--indented' : '',
              needle !== '' && line.text.toLowerCase().includes(needle) ? 'oc-pod-log__line--match' : '',
            ];
            return (
              // Log lines have no identity but their position, and the list only ever changes as a whole.
              <div key={index} className={classes.join(' ').trim()}>
                {line.text}
              </div>
            );
          })}
        </div>
      )}
    </>
  );
}
