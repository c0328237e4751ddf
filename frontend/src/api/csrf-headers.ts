/** Every call carries it; the backend refuses state-changing calls without it (CSRF defence). */
export const CSRF_HEADERS = { 'X-Requested-With': 'object-console' } as const;
