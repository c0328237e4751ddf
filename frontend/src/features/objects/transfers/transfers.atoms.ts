import { atom } from 'jotai';

export type TransferStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled' | 'started';

/** One row of the transfer panel: an upload of one file, or a download handed to the browser. */
export interface Transfer {
  readonly id: string;
  readonly direction: 'upload' | 'download';
  readonly bucket: string;
  readonly key: string;
  readonly size: number;
  readonly loaded: number;
  /** Bytes per second over the transfer so far. */
  readonly speed: number;
  readonly status: TransferStatus;
  readonly error?: string;
}

/** The transfer panel's rows, newest first; client-only state (STYLEGUIDE: upload queue in jotai). */
export const transfersAtom = atom<readonly Transfer[]>([]);

/** Whether the panel is open. */
export const transferPanelOpenAtom = atom(false);

/** Changes one row. */
export const patchTransferAtom = atom(null, (get, set, id: string, patch: Partial<Transfer>) => {
  set(
    transfersAtom,
    get(transfersAtom).map((row) => (row.id === id ? { ...row, ...patch } : row)),
  );
});

export const isFinished = (status: TransferStatus) =>
  status === 'done' || status === 'cancelled' || status === 'started';
