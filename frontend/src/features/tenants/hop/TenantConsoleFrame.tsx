import { Alert, Bullseye, Spinner } from '@patternfly/react-core';
import { forwardRef, useState, type SyntheticEvent } from 'react';
import { frameRefusal, type FrameRefusal } from './frame-refusal';
import { hopStrings } from './hop.strings';
import './tenant-console-frame.css';

/**
 * A page of the tenant's own console, framed through the backend's proxy, with a loader until it has loaded
 * (spec 03 §2). The frame is same-origin (the proxy is under our own address), so the console inside keeps its
 * session cookie and the parent can reload it. When the proxy refuses (its JSON error instead of the console), the
 * refusal is shown as an error rather than as raw JSON.
 */
export const TenantConsoleFrame = forwardRef<HTMLIFrameElement, { src: string; title: string; 'data-test': string }>(
  function TenantConsoleFrame({ src, title, ...rest }, ref) {
    const [loadedSrc, setLoadedSrc] = useState<string>();
    const [refusal, setRefusal] = useState<FrameRefusal>();
    const loading = loadedSrc !== src;
    const loaded = (event: SyntheticEvent<HTMLIFrameElement>) => {
      setLoadedSrc(src);
      setRefusal(frameRefusal(event.currentTarget.contentDocument));
    };
    return (
      <div className="oc-tenant-frame">
        {loading && (
          <Bullseye className="oc-tenant-frame__loader">
            <Spinner aria-label={title} />
          </Bullseye>
        )}
        {refusal && (
          <Alert
            variant="danger"
            isInline
            title={hopStrings.refused}
            className="oc-tenant-frame__refusal"
            data-test="tenant-frame-refusal"
          >
            <p>{refusal.message}</p>
            {refusal.detail && <p className="pf-v6-u-text-color-subtle">{refusal.detail}</p>}
          </Alert>
        )}
        <iframe
          ref={ref}
          src={src}
          title={title}
          className="oc-tenant-frame__frame"
          hidden={refusal !== undefined}
          onLoad={loaded}
          data-test={rest['data-test']}
          data-loaded={loading ? 'false' : 'true'}
        />
      </div>
    );
  },
);
