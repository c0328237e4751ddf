import type { Request } from 'express';
import type { Logger } from '../../platform/logging/logger';

/** How long one origin's CORS verdict is kept: MinIO's `cors_allow_origin` changes are picked up within this. */
const VERDICT_TTL_MS = 5 * 60_000;
/** Origins remembered at once; the Host header is the client's to choose, so the map must not grow without end. */
const MAX_ORIGINS = 32;
/** A preflight that takes longer counts as a refusal: the browser would be waiting as long. */
const PREFLIGHT_TIMEOUT_MS = 3_000;
/** What the browser's uploads ask in their preflight: a PUT with a Content-Type header. */
const PREFLIGHT_METHOD = 'PUT';
const PREFLIGHT_HEADERS = 'content-type';
/** The origin of the start-up check: one no deployment uses, so an allowance for it means MinIO allows any origin. */
const ANY_ORIGIN_PROBE = 'https://object-console-cors-check.invalid';

/** The answer of one preflight: allowed, refused by MinIO's CORS rules, or no answer at all. */
export type PreflightVerdict = 'allowed' | 'refused' | 'unreachable';

/** One origin's verdict: when it was asked, the answer to wait for, and the answer itself once it has come. */
interface CachedVerdict {
  readonly at: number;
  readonly on: Promise<boolean>;
  known?: boolean;
}

/**
 * Direct transfers (browser ↔ MinIO on presigned URLs), per console address: on only when `CONSOLE_MINIO_BROWSER_URL`
 * is set AND MinIO answers a CORS preflight from that address, as a browser would send it, with an allowance.
 * Otherwise everything stays in proxy mode, and the log says once per address what to set.
 */
export class DirectTransfers {
  private readonly verdicts = new Map<string, CachedVerdict>();
  private readonly warned = new Set<string>();

  constructor(
    /** The MinIO origin browsers reach, or undefined (proxy mode only). */
    readonly browserOrigin: string | undefined,
    private readonly logger: Logger,
    private readonly preflight: (origin: string) => Promise<PreflightVerdict> = (origin) =>
      corsPreflight(browserOrigin ?? '', origin),
  ) {}

  /** Whether the setting is there at all (before any CORS check). */
  get configured(): boolean {
    return this.browserOrigin !== undefined;
  }

  /** Whether a browser at the address of this request may transfer directly (cached per address). */
  enabledForRequest(req: Request): Promise<boolean> {
    return this.enabledFor(consoleOrigin(req));
  }

  /**
   * The cached answer for this request's address, without waiting: undefined when it is not known yet (never asked,
   * asked and not answered, or older than the TTL), and the caller must wait for {@link enabledForRequest}.
   */
  knownForRequest(req: Request): boolean | undefined {
    if (!this.configured) return false;
    const entry = this.verdicts.get(consoleOrigin(req));
    return entry && Date.now() - entry.at < VERDICT_TTL_MS ? entry.known : undefined;
  }

  /** Whether a browser on `origin` may transfer directly; the first call per origin asks MinIO. */
  enabledFor(origin: string): Promise<boolean> {
    if (!this.configured) return Promise.resolve(false);
    const now = Date.now();
    const cached = this.verdicts.get(origin);
    if (cached && now - cached.at < VERDICT_TTL_MS) return cached.on;
    if (this.verdicts.size >= MAX_ORIGINS) this.verdicts.delete(this.verdicts.keys().next().value ?? '');
    const entry: CachedVerdict = {
      at: now,
      on: this.preflight(origin).then((verdict) => {
        if (verdict !== 'allowed') this.warnOnce(origin, verdict);
        entry.known = verdict === 'allowed';
        return entry.known;
      }),
    };
    this.verdicts.set(origin, entry);
    return entry.on;
  }

  /**
   * Run at start-up: whether MinIO can be reached at the browser URL and allows any origin. A refusal here is not
   * final (MinIO may list the console's own address); each address is checked when a browser first comes from it.
   */
  async checkAtStartup(): Promise<void> {
    if (!this.browserOrigin) return;
    const verdict = await this.preflight(ANY_ORIGIN_PROBE);
    if (verdict === 'allowed') {
      this.logger.info('direct transfers on: MinIO allows browsers from any origin', { minio: this.browserOrigin });
    } else if (verdict === 'unreachable') {
      this.warnOnce('(start-up)', verdict);
    } else {
      this.logger.info(
        "direct transfers: MinIO's CORS allows only listed origins; each console address is checked on its first use",
        { minio: this.browserOrigin },
      );
    }
  }

  private warnOnce(origin: string, verdict: Exclude<PreflightVerdict, 'allowed'>): void {
    if (this.warned.has(origin) || this.warned.size >= MAX_ORIGINS) return;
    this.warned.add(origin);
    const minio = this.browserOrigin ?? '';
    this.logger.warn(
      verdict === 'refused'
        ? `direct transfers off for ${origin}: MinIO at ${minio} refuses browsers from it (CORS). Allow it with ` +
            `\`mc admin config set <alias> api cors_allow_origin="${origin}"\` (a comma-separated list, or *); ` +
            'until then transfers go through the console'
        : `direct transfers off: MinIO at ${minio} (CONSOLE_MINIO_BROWSER_URL) did not answer a CORS preflight ` +
            'from the console; check the URL. Until then transfers go through the console',
      { origin, minio },
    );
  }
}

/** The console's own origin as this request's browser reached it (the Host header, TLS as Express judges it). */
export function consoleOrigin(req: Request): string {
  return `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** Sends the CORS preflight a browser on `origin` sends before an upload, and reads MinIO's allowance. */
export async function corsPreflight(minio: string, origin: string): Promise<PreflightVerdict> {
  let answer: Response;
  try {
    answer = await fetch(`${minio}/`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': PREFLIGHT_METHOD,
        'Access-Control-Request-Headers': PREFLIGHT_HEADERS,
      },
      redirect: 'manual',
      signal: AbortSignal.timeout(PREFLIGHT_TIMEOUT_MS),
    });
    await answer.body?.cancel();
  } catch {
    return 'unreachable';
  }
  const allowedOrigin = answer.headers.get('access-control-allow-origin');
  const methods = (answer.headers.get('access-control-allow-methods') ?? '').toUpperCase().split(/\s*,\s*/);
  const originOk = allowedOrigin === '*' || allowedOrigin === origin;
  return answer.ok && originOk && (methods.includes(PREFLIGHT_METHOD) || methods.includes('*')) ? 'allowed' : 'refused';
}
