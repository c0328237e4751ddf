import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useMemo } from 'react';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { errorFromResponse, type ApiRequestError } from '@frontend/api/api-error';
import { encodeKey } from '../common/object-path';
import { objectsStrings as strings } from '../objects.strings';
import { directMode, fallsBackToProxy, presignDownload, reachesMinio } from './direct-urls';
import { patchTransferAtom, transfersAtom } from './transfers.atoms';
import { apiUrl } from './upload-transport';

/** Above this size a download gets the "it may take a few moments" notice (spec 02 §9). */
export const DOWNLOAD_NOTICE_BYTES = 104_857_600;
const FRAME_NAME = 'object-console-download';
/** How long a frame that started one of several direct downloads is kept. */
const FRAME_LIFETIME_MS = 60_000;

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
function downloadFrame(): HTMLIFrameElement {
  let frame = document.querySelector<HTMLIFrameElement>(`iframe[name="${FRAME_NAME}"]`);
  if (!frame) {
    frame = document.createElement('iframe');
    frame.name = FRAME_NAME;
    frame.hidden = true;
    document.body.append(frame);
  }
  return frame;
}

/**
 * The API error the download frame shows, if it shows one. A ZIP that starts is a download and leaves the frame as it
 * was; a refusal before the first byte (a missing bucket, too many ZIPs at once) is a JSON page in the frame.
 */
export function refusalIn(frame: HTMLIFrameElement): ApiRequestError | undefined {
  let body: unknown;
  try {
    body = JSON.parse(frame.contentDocument?.body.textContent ?? '');
  } catch {
    return undefined;
  }
  const code = (body as { code?: unknown } | null)?.code;
  return typeof code === 'number' && code >= 400 ? errorFromResponse(code, body) : undefined;
}

/** Hands a URL to the browser's own download manager (an attachment: the page stays). */
function clickLink(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = '';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * The URL one object downloads from: in direct mode a presigned URL of MinIO (after checking the browser reaches
 * it), else — or when the direct path fails before any byte — the console's own download route. A refusal of the
 * user (403, 404) is thrown: the proxy would refuse the same.
 */
export async function objectDownloadUrl(direct: boolean, bucket: string, key: string, versionId?: string) {
  if (direct) {
    try {
      const presigned = await presignDownload(bucket, key, { versionId });
      if (await reachesMinio(presigned.url)) return presigned.url;
    } catch (error) {
      if (!fallsBackToProxy(error)) throw error;
    }
  }
  return downloadUrl(bucket, key, { versionId });
}

/**
 * Downloads handed to the browser, which streams them to disk itself (no copy in memory): a plain link for one
 * object (straight from MinIO in direct mode), a form post for a ZIP of folders and selections — or, in direct
 * mode, one presigned download per object when the selection holds no folder. Each shows in the transfer panel as
 * started.
 */
export function useDownloads() {
  const store = useStore();
  const notify = useNotify();
  const queryClient = useQueryClient();
  return useMemo(() => {
    const record = (bucket: string, key: string, size: number) => {
      if (size > DOWNLOAD_NOTICE_BYTES) notify.showMessage(strings.download.started, 'info');
      const id = `download-${nextId++}`;
      store.set(transfersAtom, (rows) => [
        {
          id,
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
      return id;
    };
    return {
      object: (bucket: string, key: string, size: number, versionId?: string) => {
        objectDownloadUrl(directMode(queryClient), bucket, key, versionId).then(
          (url) => {
            clickLink(url);
            record(bucket, key, size);
          },
          (error: unknown) => notify.showError(error),
        );
      },
      /** Whether `paths` can be downloaded one by one instead of as a ZIP: direct mode, and no folder among them. */
      singly: (paths: readonly string[]) => directMode(queryClient) && paths.every((path) => !path.endsWith('/')),
      /** Several objects, each its own download straight from MinIO (`singly` said yes). */
      each: async (bucket: string, objects: readonly { key: string; size: number }[]) => {
        for (const { key, size } of objects) {
          try {
            // A frame per file: consecutive link clicks of one gesture would be taken as one navigation.
            const frame = document.createElement('iframe');
            frame.hidden = true;
            frame.src = await objectDownloadUrl(true, bucket, key);
            frame.dataset.test = 'direct-download-frame';
            document.body.append(frame);
            // The frame only starts the download; it goes once the browser has had time to take it over.
            setTimeout(() => frame.remove(), FRAME_LIFETIME_MS);
            record(bucket, key, size);
          } catch (error) {
            notify.showError(error);
          }
        }
      },
      /** Folders (keys ending in `/`) and objects as one ZIP named `name`. */
      zip: (bucket: string, paths: readonly string[], name: string, size = 0) => {
        const form = document.createElement('form');
        form.method = 'POST';
        form.action = apiUrl(`/api/v1/buckets/${encodeURIComponent(bucket)}/objects/download-zip`, {});
        const frame = downloadFrame();
        form.target = frame.name;
        form.hidden = true;
        const field = document.createElement('input');
        field.type = 'hidden';
        field.name = 'request';
        field.value = JSON.stringify({ paths, name });
        form.append(field);
        document.body.append(form);
        form.submit();
        form.remove();
        const id = record(bucket, `${name}.zip`, size);
        // One handler at a time: the frame's next load belongs to this ZIP.
        frame.onload = () => {
          const refusal = refusalIn(frame);
          if (!refusal) return;
          notify.showError(refusal);
          store.set(patchTransferAtom, id, { status: 'failed', error: refusal.message });
        };
      },
    };
  }, [store, notify, queryClient]);
}
