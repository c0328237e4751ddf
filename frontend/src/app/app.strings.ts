import { translated } from '@frontend/shared/i18n/translated';

/** The shell's user-visible text, kept in one place so it can be translated. */
export const appStrings = translated('app', {
  productName: 'Object Console',
  operatorLabel: 'Operator',
  documentTitle: 'Object Console',
  operatorDocumentTitle: 'Object Console Operator',
  skipToContent: 'Skip to content',
  loadingSession: 'Checking your session…',
  loadingPage: 'Loading the page',
  restartNeeded: 'Some configuration changes take effect only after the server restarts.',
  restart: 'Restart',
  restarting: 'The server is restarting.',
  restartProgress: 'Server restart progress',
  errorTitle: 'Something went wrong',
  errorBody: 'This screen failed to show. Reloading the page usually helps; the details below say what failed.',
  reload: 'Reload',
  signedInAs: 'Logged in as',
  defaultCredentials: {
    title: 'This MinIO still uses its default root credentials',
    body: 'Anyone who knows the well-known keys minioadmin / minioadmin has full control of this storage. Set MINIO_ROOT_USER and MINIO_ROOT_PASSWORD on every MinIO server to new, secret values and restart MinIO.',
  },
});
