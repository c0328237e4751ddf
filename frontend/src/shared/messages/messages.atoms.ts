import { atom } from 'jotai';

export type MessageType = 'success' | 'info' | 'warning' | 'error';

/** A message for the snackbar or the modal error banner (spec 01 §3 "snack messages", "modal messages"). */
export interface Message {
  readonly type: MessageType;
  readonly message: string;
  readonly detailedMessage?: string;
  /** Distinguishes two equal messages in a row, so the second one restarts the display's timer. */
  readonly id: number;
}

/** The page-level message shown by the snackbar. */
export const snackMessageAtom = atom<Message | null>(null);

/** The error shown inside the open modal. */
export const modalErrorAtom = atom<Message | null>(null);
