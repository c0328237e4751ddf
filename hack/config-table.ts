/** Prints the README's configuration table from the backend's list of CONSOLE_* variables: `npx tsx hack/config-table.ts`. */
import { variables } from '../backend/src/config/config';

console.log('| variable | default | meaning |');
console.log('|---|---|---|');
for (const spec of Object.values(variables)) {
  console.log(`| \`${spec.name}\` | ${spec.defaultText} | ${spec.description} |`);
}
