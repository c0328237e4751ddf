/** Text of the shared message displays. */
export const messagesStrings = {
  details: 'Details',
  close: 'Close',
  closeMessage: (message: string) => `Close message: ${message}`,
} as const;
