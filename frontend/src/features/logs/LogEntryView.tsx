import {
  DescriptionList,
  DescriptionListDescription,
  DescriptionListGroup,
  DescriptionListTerm,
} from '@patternfly/react-core';
import type { Schema } from '@contract/shared/contract-types';
import { logLines, parseLogTime } from './log-lines';
import { logsStrings as strings } from './logs.strings';

type Entry = Schema<'LiveLogEntry'>;

/** Shows a time of the server's format in the user's zone, or as sent when it cannot be read. */
function shownTime(time: string | undefined): string {
  const date = parseLogTime(time);
  return date ? date.toLocaleString() : (time ?? '');
}

function isHighlighted(text: string, highlight: string): boolean {
  return highlight !== '' && text.toLowerCase().includes(highlight.toLowerCase());
}

/** One log entry: its lines (continuations indented), or for an error the fields of spec 02 §2 and its source. */
export function LogEntryView({ entry, highlight }: { readonly entry: Entry; readonly highlight: string }) {
  if (entry.error?.message) return <ErrorEntry entry={entry} highlight={highlight} />;
  const lines = logLines(entry.ConsoleMsg ?? '');
  return (
    <>
      {lines.map((line, index) => (
        <div
          key={index}
          className={`oc-log-line${line.continuation ? ' oc-log-continuation' : ''}${isHighlighted(line.text, highlight) ? ' oc-log-highlight' : ''}`}
          data-test="log-line"
        >
          {line.text}
        </div>
      ))}
    </>
  );
}

function ErrorEntry({ entry, highlight }: { readonly entry: Entry; readonly highlight: string }) {
  const fields: readonly (readonly [string, string | undefined])[] = [
    [strings.api, entry.api?.name],
    [strings.time, shownTime(entry.time)],
    [strings.deploymentId, entry.deploymentid],
    [strings.requestId, entry.requestID],
    [strings.remoteHost, entry.remotehost],
    [strings.host, entry.host],
    [strings.userAgent, entry.userAgent],
    [strings.error, entry.error?.message],
  ];
  const text = [...fields.map(([, value]) => value ?? ''), ...(entry.error?.source ?? [])].join(' ');
  return (
    <div className={`oc-log-error${isHighlighted(text, highlight) ? ' oc-log-highlight' : ''}`} data-test="log-error">
      <DescriptionList isHorizontal isCompact isFluid>
        {fields
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <DescriptionListGroup key={term}>
              <DescriptionListTerm>{term}</DescriptionListTerm>
              <DescriptionListDescription>{value}</DescriptionListDescription>
            </DescriptionListGroup>
          ))}
        {(entry.error?.source ?? []).length > 0 && (
          <DescriptionListGroup>
            <DescriptionListTerm>{strings.source}</DescriptionListTerm>
            <DescriptionListDescription>
              {(entry.error?.source ?? []).map((line, index) => (
                <div key={index} className="oc-log-line oc-log-continuation">
                  {line}
                </div>
              ))}
            </DescriptionListDescription>
          </DescriptionListGroup>
        )}
      </DescriptionList>
    </div>
  );
}
