/** The shell's user-visible text, kept in one place so it can be translated. */
export const appStrings = {
  productName: 'Object Console',
  welcomeTitle: 'Object Console',
  welcomeBody: 'A web console for administering MinIO object storage and MinIO tenants on Kubernetes.',
  backendChecking: 'Checking the console backend…',
  backendUp: 'The console backend is up.',
  backendDown: 'An error has occurred, the backend cannot be reached.',
  retry: 'Retry',
} as const;
