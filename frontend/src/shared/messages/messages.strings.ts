import { translated } from '@frontend/shared/i18n/translated';

/** Text of the shared message displays. */
export const messagesStrings = translated('messages', {
  details: 'Details',
  close: 'Close',
  closeMessage: (message: string) => `Close message: ${message}`,
});
