import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

/**
 * ESTABLISHED TCP connections that process `pid` holds to `port` on this host, read from /proc (Linux): the
 * process's socket inodes matched against the kernel's TCP tables. Lets a test or benchmark see a connection close.
 */
export function connectionsTo(pid: number, port: number): number {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match?.[1]) inodes.add(match[1]);
    } catch {
      // The descriptor closed while we looked.
    }
  }
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  let count = 0;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      if (fields.length < 10) continue;
      if (fields[2]?.endsWith(`:${hexPort}`) && fields[3] === '01' && inodes.has(fields[9] ?? '')) count += 1;
    }
  }
  return count;
}
