import { spawn } from 'node:child_process';

/**
 * Runs `script` under `sh` followed by `times`, whose second line is the CPU of the script's children (curl): answers
 * what the script printed before it and those CPU seconds (user + system). Rejects when the script fails.
 */
export function runWithChildTimes(script: string): Promise<{ readonly output: string; readonly cpu: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', `${script} || exit 1; times`], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`${script.split(' ')[0]}: exit ${code} ${err}`));
      const lines = out.trimEnd().split('\n');
      const children = lines.at(-1) ?? '';
      const seconds = (text: string) => {
        const match = /(\d+)m([\d.]+)s/.exec(text);
        return match ? Number(match[1]) * 60 + Number(match[2]) : NaN;
      };
      const [user = '', sys = ''] = children.split(' ');
      resolve({ output: lines.slice(0, -2).join('\n'), cpu: seconds(user) + seconds(sys) });
    });
  });
}

/** `args` quoted for `sh`. */
export function shellQuoted(args: readonly string[]): string {
  return args.map((arg) => `'${arg.replace(/'/g, `'\\''`)}'`).join(' ');
}
