import { useQueryClient } from '@tanstack/react-query';
import { useStore } from 'jotai';
import { useMemo } from 'react';
import { objectKeyProblem, relativePathSegments } from '@contract/shared/object-keys';
import { ApiRequestError, describeError } from '@frontend/api/api-error';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { objectKeys } from '../objects.queries';
import { objectsStrings as strings } from '../objects.strings';
import { patchTransferAtom, transferPanelOpenAtom, transfersAtom, type Transfer } from './transfers.atoms';
import { uploadRoute, runPool } from './upload-planner';
import { abortParts, uploadByForm, uploadByParts, type UploadJob } from './upload-transport';
import { XhrAborted } from './xhr-request';
import { uploadByDirectPut } from './direct-upload';
import { directMode, fallsBackToProxy } from './direct-urls';

/** A file picked, dropped or found in a picked folder, with its path relative to the drop point. */
export interface PickedFile {
  readonly file: File;
  readonly relativePath: string;
}

/** Files of one batch uploaded at once. */
const FILES_IN_FLIGHT = 2;
/** The least time between two redraws of an upload's progress (its end is always drawn). */
const PROGRESS_EVERY_MS = 250;

/** The jobs behind the panel's rows: controllers and multipart state, which do not belong in atoms. */
const jobs = new Map<string, UploadJob>();
let nextId = 1;

/** The key a picked file goes to, or why it cannot (the shared key rules, so the backend would refuse it too). */
export function uploadKey(prefix: string, picked: PickedFile): { key: string } | { problem: string } {
  const segments = relativePathSegments(picked.relativePath || picked.file.name);
  const key = segments === undefined ? picked.relativePath : prefix + segments.join('/');
  const problem = segments === undefined || segments.length === 0 ? objectKeyProblem('..') : objectKeyProblem(key);
  return problem === undefined ? { key } : { problem };
}

/**
 * A file below the multipart threshold: one PUT straight to MinIO in direct mode, or the console's form route —
 * also when the direct path cannot reach MinIO (CORS, network) or is off, once, from the start.
 */
async function uploadSmall(job: UploadJob, onProgress: (loaded: number) => void): Promise<void> {
  if (job.direct === true) {
    try {
      await uploadByDirectPut(job, onProgress);
      return;
    } catch (error) {
      if (error instanceof XhrAborted || !fallsBackToProxy(error)) throw error;
      job.direct = false;
      onProgress(0);
    }
  }
  await uploadByForm(job, onProgress);
}

/** Starts, cancels and retries uploads; progress, speed and status go to the transfer panel's atoms. */
export function useUploads() {
  const store = useStore();
  const queryClient = useQueryClient();
  const notify = useNotify();

  return useMemo(() => {
    const patch = (id: string, change: Partial<Transfer>) => store.set(patchTransferAtom, id, change);

    const run = async (id: string): Promise<boolean> => {
      const job = jobs.get(id);
      if (!job) return false;
      const started = Date.now();
      patch(id, { status: 'running', loaded: 0, speed: 0, error: undefined });
      // Progress comes from every part in flight ~20 times a second each; the row is redrawn at most every
      // PROGRESS_EVERY_MS (each redraw is renderer CPU a CPU-bound upload on a small machine would miss).
      let shown = 0;
      const onProgress = (loaded: number) => {
        const now = Date.now();
        if (now - shown < PROGRESS_EVERY_MS && loaded < job.file.size) return;
        shown = now;
        const seconds = (now - started) / 1000;
        patch(id, { loaded, speed: seconds > 0 ? loaded / seconds : 0 });
      };
      // A resumed upload keeps the path it fell back to; a new one goes straight to MinIO in direct mode.
      job.direct ??= directMode(queryClient);
      try {
        if (uploadRoute(job.file.size, job.key) === 'form') await uploadSmall(job, onProgress);
        else await uploadByParts(job, onProgress);
        patch(id, { status: 'done', loaded: job.file.size });
        void queryClient.invalidateQueries({ queryKey: objectKeys.bucket(job.bucket) });
        return true;
      } catch (error) {
        if (error instanceof XhrAborted || job.controller.signal.aborted) {
          patch(id, { status: 'cancelled' });
          // A cancel while the upload was being created found no upload id to abort; it is known now.
          void abortParts(job);
        } else {
          patch(id, { status: 'failed', error: describeError(error).message });
        }
        return false;
      }
    };

    const report = (results: readonly boolean[], errors: readonly string[]) => {
      if (results.length === 0) return;
      if (results.every(Boolean)) notify.showMessage(strings.upload.ok);
      else notify.showError(new ApiRequestError(undefined, strings.upload.failed, errors[0]));
    };

    return {
      /** Checks every name first (a bad one is refused with the reason), then uploads the rest. */
      start: async (bucket: string, prefix: string, picked: readonly PickedFile[]) => {
        const accepted: string[] = [];
        for (const item of picked) {
          const target = uploadKey(prefix, item);
          if ('problem' in target) {
            notify.showError(new Error(strings.upload.badName(item.relativePath || item.file.name, target.problem)));
            continue;
          }
          const id = `upload-${nextId++}`;
          jobs.set(id, { bucket, key: target.key, file: item.file, controller: new AbortController() });
          accepted.push(id);
          store.set(transfersAtom, (rows) => [
            {
              id,
              direction: 'upload',
              bucket,
              key: target.key,
              size: item.file.size,
              loaded: 0,
              speed: 0,
              status: 'queued',
            },
            ...rows,
          ]);
        }
        if (accepted.length === 0) return;
        store.set(transferPanelOpenAtom, true);
        const results: boolean[] = [];
        await runPool(accepted, FILES_IN_FLIGHT, async (id) => {
          if (jobs.get(id)?.controller.signal.aborted) return;
          results.push(await run(id));
        });
        const rows = store.get(transfersAtom).filter((row) => accepted.includes(row.id));
        report(
          rows.filter((row) => row.status !== 'cancelled').map((row) => row.status === 'done'),
          rows.flatMap((row) => (row.error ? [row.error] : [])),
        );
      },
      cancel: (id: string) => {
        const job = jobs.get(id);
        if (!job) return;
        job.controller.abort();
        patch(id, { status: 'cancelled' });
        void abortParts(job);
      },
      /** Sends a failed file again; a multipart upload resumes with the parts the server does not hold. */
      retry: async (id: string) => {
        const job = jobs.get(id);
        if (!job) return;
        job.controller = new AbortController();
        const ok = await run(id);
        const row = store.get(transfersAtom).find((entry) => entry.id === id);
        report([ok], row?.error ? [row.error] : []);
      },
      remove: (id: string) => {
        // A failed multipart upload kept for Retry is dropped with its row, so no parts are left in MinIO.
        const job = jobs.get(id);
        if (job) void abortParts(job);
        jobs.delete(id);
        store.set(transfersAtom, (rows) => rows.filter((row) => row.id !== id));
      },
    };
  }, [store, queryClient, notify]);
}
