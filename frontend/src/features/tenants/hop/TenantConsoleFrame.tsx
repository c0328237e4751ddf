import { Bullseye, Spinner } from '@patternfly/react-core';
import { forwardRef, useState } from 'react';
import './tenant-console-frame.css';

/**
 * A page of the tenant's own console, framed through the backend's proxy, with a loader until it has loaded
 * (spec 03 §2). The frame is same-origin (the proxy is under our own address), so the console inside keeps its
 * session cookie and the parent can reload it.
 */
export const TenantConsoleFrame = forwardRef<HTMLIFrameElement, { src: string; title: string; 'data-test': string }>(
  function TenantConsoleFrame({ src, title, ...rest }, ref) {
    const [loadedSrc, setLoadedSrc] = useState<string>();
    const loading = loadedSrc !== src;
    return (
      <div className="oc-tenant-frame">
        {loading && (
          <Bullseye className="oc-tenant-frame__loader">
            <Spinner aria-label={title} />
          </Bullseye>
        )}
        <iframe
          ref={ref}
          src={src}
          title={title}
          className="oc-tenant-frame__frame"
          onLoad={() => setLoadedSrc(src)}
          data-test={rest['data-test']}
          data-loaded={loading ? 'false' : 'true'}
        />
      </div>
    );
  },
);
