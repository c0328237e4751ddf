import { useStore } from 'jotai';
import { useMemo } from 'react';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { encodeKey } from '../common/object-path';
import { objectsStrings as strings } from '../objects.strings';
import { transfersAtom } from './transfers.atoms';
import { apiUrl } from './upload-transport';

/** Above this size a download gets the "it may take a few moments" notice (spec 02 §9). */
export const DOWNLOAD_NOTICE_BYTES = 104_857_600;
const FRAME_NAME = 'object-console-download';

let nextId = 1;

/** The address that streams one object (Range-capable); `preview` asks for inline display of safe types. */
export function downloadUrl(bucket: string, key: string, options: { versionId?: string; preview?: boolean } = {}) {
  return apiUrl(`/api/v1/buckets/${encodeURIComponent(bucket)}/objects/download`, {
    prefix: encodeKey(key),
    ...(options.versionId === undefined ? {} : { version_id: options.versionId }),
    ...(options.preview ? { preview: 'true' } : {}),
  });
}

/** A hidden frame the ZIP form posts into, so an error answer does not replace the app. */
function downloadFrame(): string {
  if (!document.querySelector(`iframe[name="${FRAME_NAME}"]`)) {
    const frame = document.createElement('iframe');
    frame.name = FRAME_NAME;
    frame.hidden = true;
    document.body.append(frame);
  }
  return FRAME_NAME;
}

/**
 * Downloads handed to the browser, which streams them to disk itself (no copy in memory): a plain link for one
 * object, a form post for a ZIP of folders and selections. Each shows in the transfer panel as started.
 */
export function useDownloads() {
  const store = useStore();
  const notify = useNotify();
  return useMemo(() => {
    const record = (bucket: string, key: string, size: number) => {
      if (size > DOWNLOAD_NOTICE_BYTES) notify.showMessage(strings.download.started, 'info');
      store.set(transfersAtom, (rows) => [
        {
          id: `download-${nextId++}`,
          direction: 'download',
          bucket,
          key,
          size,
          loaded: 0,
          speed: 0,
          status: 'started',
        },
        ...rows,
      ]);
    };
    return {
      object: (bucket: string, key: string, size: number, versionId?: string) => {
        const link = document.createElement('a');
        link.href = downloadUrl(bucket, key, { versionId });
        link.download = '';
        link.rel = 'noopener';
        document.body.append(link);
        link.click();
        link.remove();
        record(bucket, key, size);
      },
      /** Folders (keys ending in `/`) and objects as one ZIP named `name`. */
      zip: (bucket: string, paths: readonly string[], name: string, size = 0) => {
        const form = document.createElement('form');
        form.method = 'POST';
        form.action = apiUrl(`/api/v1/buckets/${encodeURIComponent(bucket)}/objects/download-zip`, {});
        form.target = downloadFrame();
        form.hidden = true;
        const field = document.createElement('input');
        field.type = 'hidden';
        field.name = 'request';
        field.value = JSON.stringify({ paths, name });
        form.append(field);
        document.body.append(form);
        form.submit();
        form.remove();
        record(bucket, `${name}.zip`, size);
      },
    };
  }, [store, notify]);
}
