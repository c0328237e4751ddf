/**
 * The path aliases backend code may use (tsconfig.json `paths`, jest's moduleNameMapper), each with its folder
 * inside dist/backend, which mirrors backend/.
 */
export const BACKEND_ALIASES: Readonly<Record<string, string>> = {
  '@contract': 'api',
  '@platform': 'src/platform',
};
