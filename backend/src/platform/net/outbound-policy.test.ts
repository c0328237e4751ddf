import type { LookupAddress } from 'node:dns';
import { createServer, get, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../logging/logger';
import { OutboundPolicy, systemEnvironment, type OutboundEnvironment, type OutboundSettings } from './outbound-policy';
import { OUTBOUND_REFUSED_DETAIL, OUTBOUND_REFUSED_MESSAGE, OutboundRefusedError } from './outbound-refusal';

const defaults: OutboundSettings = { allowLoopback: false, allowPrivate: true, trustedEndpoints: [] };

/** A policy with a log to read; the system resolver (localhost is in /etc/hosts) unless a test needs a name. */
function policy(settings: Partial<OutboundSettings> = {}, environment?: Partial<OutboundEnvironment>) {
  const log: string[] = [];
  const logger = createLogger('debug', (line) => log.push(line));
  const merged = { ...systemEnvironment, ...environment };
  return { outbound: new OutboundPolicy({ ...defaults, ...settings }, logger, merged), log };
}

/** What the client of an endpoint would see: the answer's message and detail, or 'admitted'. */
async function verdict(outbound: OutboundPolicy, typed: string): Promise<string> {
  try {
    const url = outbound.parseUrl(typed, 'test');
    if (!url) return 'not a URL';
    await outbound.admit(url, 'test');
    return 'admitted';
  } catch (error) {
    if (!(error instanceof OutboundRefusedError)) throw error;
    expect(error.body).toEqual({
      code: 400,
      message: OUTBOUND_REFUSED_MESSAGE,
      detailedMessage: OUTBOUND_REFUSED_DETAIL,
    });
    return 'refused';
  }
}

/** A test double for DNS, for names that cannot exist here: answers each call with the next list. */
function scriptedResolver(name: string, ...answers: string[][]): OutboundEnvironment['resolve'] {
  let call = 0;
  return async (asked) => {
    if (asked !== name) throw Object.assign(new Error(`no ${asked}`), { code: 'ENOTFOUND' });
    const answer = answers[Math.min(call++, answers.length - 1)] ?? [];
    return answer.map((address): LookupAddress => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

describe('OutboundPolicy with the defaults (loopback off, private on)', () => {
  it.each([
    'http://[::1]:9000',
    'http://0x7f000001:9000',
    'http://2130706433:9000',
    'http://0177.0.0.1:9000',
    'http://127.1:9000',
    'http://127.0.0.1.:9000',
    'http://[::ffff:127.0.0.1]:9000',
    'http://[::ffff:7f00:1]:9000',
    'http://[0:0:0:0:0:ffff:7f00:1]:9000',
    'http://169.254.169.254/latest/meta-data/',
    'http://0xa9fea9fe/',
    'http://[fe80::1%25eth0]:9000',
    'http://[fe80::1]:9000',
    'http://metadata.google.internal/',
    'http://METADATA.google.internal./',
    'http://localhost:9000',
    'http://localhost.:9000',
    'http://LocalHost:9000',
    'http://0.0.0.0:9000',
    'http://[::]:9000',
    'http://user:pw@10.0.0.5:9000',
    'http://no-such-host.invalid:9000',
  ])('refuses %s with the one neutral answer, the reason in the log', async (typed) => {
    const { outbound, log } = policy();
    expect(await verdict(outbound, typed)).toBe('refused');
    expect(log.join('\n')).toContain('outbound connection refused');
    expect(log.join('\n')).not.toContain('pw');
  });

  it.each(['http://10.0.0.5:9000', 'https://192.168.1.20', 'http://[fd00::5]:9000', 'https://8.8.8.8'])(
    'admits %s',
    async (typed) => {
      expect(await verdict(policy().outbound, typed)).toBe('admitted');
    },
  );

  it('checks the addresses a name resolves to, every one of them', async () => {
    const resolve = scriptedResolver('storage.example', ['8.8.8.8', '127.0.0.1']);
    expect(await verdict(policy({}, { resolve }).outbound, 'https://storage.example')).toBe('refused');
    const fine = scriptedResolver('storage.example', ['8.8.8.8', '10.0.0.7']);
    expect(await verdict(policy({}, { resolve: fine }).outbound, 'https://storage.example')).toBe('admitted');
  });

  it("treats this host's own addresses like loopback", async () => {
    const localAddresses = () => ['10.9.9.9'];
    expect(await verdict(policy({}, { localAddresses }).outbound, 'http://10.9.9.9:9090')).toBe('refused');
    const allowed = policy({ allowLoopback: true }, { localAddresses }).outbound;
    expect(await verdict(allowed, 'http://10.9.9.9:9090')).toBe('admitted');
  });

  it("admits the console's own MinIO at its port, whatever the form, and nothing else of that host", async () => {
    const { outbound } = policy({ trustedEndpoints: ['http://127.0.0.1:9000'] });
    expect(await verdict(outbound, 'http://127.0.0.1:9000')).toBe('admitted');
    expect(await verdict(outbound, 'https://0x7f000001:9000')).toBe('admitted');
    expect(await verdict(outbound, 'http://[::ffff:127.0.0.1]:9000')).toBe('admitted');
    expect(await verdict(outbound, 'http://127.0.0.1:9001')).toBe('refused');
  });
});

describe('OutboundPolicy as configured', () => {
  it('admits loopback when allowed, never link-local or metadata', async () => {
    const { outbound } = policy({ allowLoopback: true });
    expect(await verdict(outbound, 'http://localhost:9000')).toBe('admitted');
    expect(await verdict(outbound, 'http://[::1]:9000')).toBe('admitted');
    expect(await verdict(outbound, 'http://169.254.169.254/')).toBe('refused');
    expect(await verdict(outbound, 'http://[::ffff:a9fe:a9fe]/')).toBe('refused');
    expect(await verdict(outbound, 'http://100.100.100.200/')).toBe('refused');
  });

  it('refuses private addresses when they are not allowed', async () => {
    const { outbound } = policy({ allowPrivate: false });
    expect(await verdict(outbound, 'http://10.0.0.5:9000')).toBe('refused');
    expect(await verdict(outbound, 'http://[::ffff:192.168.0.1]:9000')).toBe('refused');
    expect(await verdict(outbound, 'https://8.8.8.8')).toBe('admitted');
  });

  it('is no URL parser for things that are not URLs: the caller says what it expected', async () => {
    expect(await verdict(policy().outbound, 'not a url')).toBe('not a URL');
  });
});

describe('connections to an admitted name', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('checked address'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('go to the address that was checked, not to what the name resolves to next (DNS rebinding)', async () => {
    // Checked: 127.0.0.1 (loopback allowed here). Any later resolution: the metadata address.
    const resolve = scriptedResolver('rebinding.example', ['127.0.0.1'], ['169.254.169.254']);
    const { outbound } = policy({ allowLoopback: true }, { resolve });
    const admitted = await outbound.admit(new URL(`http://rebinding.example:${port}/`), 'test');
    const body = await new Promise<string>((resolve, reject) => {
      const request = get(`http://rebinding.example:${port}/`, { agent: admitted.agent() }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(text));
      });
      request.on('error', reject);
      request.setTimeout(5_000, () => request.destroy(new Error('timed out')));
    });
    expect(body).toBe('checked address');
    expect(await resolve('rebinding.example')).toEqual([{ address: '169.254.169.254', family: 4 }]);
  });
});
