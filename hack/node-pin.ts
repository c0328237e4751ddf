/**
 * One Node.js version for CI and the image: `.nvmrc` names it, the Dockerfile's `ARG NODE_VERSION` must say the
 * same, and package.json's engines range must be that major line (`^<major>.x`). In CI (CI=true) the Node running the
 * tests must be of that major line (a newer patch of the machine's Node only warns); elsewhere a different one only
 * prints a warning. Run by the static stage of `npm test`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..');
const pinned = readFileSync(join(root, '.nvmrc'), 'utf8').trim().replace(/^v/, '');
const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
const inImage = /^ARG NODE_VERSION=(\S+)$/m.exec(dockerfile)?.[1];
const engines = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines?: { node?: string } })
  .engines?.node;
const running = process.versions.node;
const problems: string[] = [];

if (inImage !== pinned) problems.push(`Dockerfile ARG NODE_VERSION is ${inImage ?? 'missing'}, .nvmrc says ${pinned}`);
if (!/^\d+\.\d+\.\d+$/.test(pinned)) problems.push(`.nvmrc must name an exact version, not "${pinned}"`);
const major = pinned.split('.')[0];
if (!engines?.startsWith(`^${major}.`))
  problems.push(`package.json engines.node "${engines ?? ''}" does not follow .nvmrc (${pinned})`);
if (running !== pinned) {
  const message = `this Node is ${running}, .nvmrc pins ${pinned}`;
  if (process.env.CI === 'true' && running.split('.')[0] !== major) problems.push(message);
  else process.stderr.write(`warning: ${message}\n`);
}
if (problems.length > 0) {
  process.stderr.write(`Node.js is not pinned the same everywhere:\n  ${problems.join('\n  ')}\n`);
  process.exit(1);
}
process.stdout.write(`Node.js ${pinned} in .nvmrc, the Dockerfile and engines (${engines})\n`);
