import { translated } from '@frontend/shared/i18n/translated';

/** Text of the not-found screen (spec 01 §2). */
export const notFoundStrings = translated('not-found', {
  title: '404 Not Found',
  body: 'There is nothing at this address, or your session may not open it.',
  home: 'Go to the console',
});
