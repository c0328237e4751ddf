/** `npm run typecheck`: the frontend, the backend and the tests and scripts, each with its own tsconfig.json. */
import { join } from 'node:path';
import { typecheckAll } from './lib/typecheck';

typecheckAll(join(__dirname, '..')).then((ok) => process.exit(ok ? 0 : 1));
