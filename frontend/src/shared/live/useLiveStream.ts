import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { explainFailedHandshake, type LiveFailure } from './live-failure';
import { liveSocketUrl } from './live-url';

/** Spec 03 §9: a keep-alive text every 10 s. */
const KEEP_ALIVE_MS = 10_000;
/** Rows reach React at most this often, so a fast stream does not render once per message. */
const FLUSH_MS = 200;
/** Reconnect waits 1, 2, 4, 8, 16, 30 s, then gives up: a restarting MinIO gets time, nobody gets a storm. */
export const RECONNECT_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000] as const;
/** A connection that delivered data or stayed open this long starts the backoff afresh. */
const STABLE_MS = 5000;

export type LivePhase = 'idle' | 'connecting' | 'open' | 'done' | 'failed' | 'waiting';

export interface LiveState {
  readonly phase: LivePhase;
  /** Messages the server dropped for this page (its `{ dropped }` frames). */
  readonly dropped: number;
  readonly failure?: LiveFailure;
  /** While `waiting`: when the next attempt starts, and which one it is. */
  readonly retry?: { readonly at: number; readonly attempt: number };
}

/** A message with a key of its own (unique in the page's life), for lists. */
export interface LiveRow<T> {
  readonly key: number;
  readonly message: T;
}

let nextKey = 0;

export interface LiveStreamOptions<T> {
  /** Older messages beyond this many are let go (the page shows the newest). */
  readonly keep: number;
  /** Try again after an unexpected end (endless streams: trace, logs, watch). */
  readonly reconnect?: boolean;
  /** Newest first (trace, watch) or oldest first (logs). */
  readonly newestFirst?: boolean;
  /** Called once per message as it arrives (diagnostics keeps only the last). */
  readonly onMessage?: (message: T) => void;
}

/**
 * One live stream of the console's websocket layer: start/stop, the rows so far (bounded), the server's drop count,
 * keep-alives, and what happened at the end — a normal end (1000), a refusal the page shows, a proxy that blocks
 * websockets, or a lost stream retried with a bounded backoff.
 */
export function useLiveStream<T>(options: LiveStreamOptions<T>) {
  const [state, setState] = useState<LiveState>({ phase: 'idle', dropped: 0 });
  const [rows, setRows] = useState<readonly LiveRow<T>[]>([]);
  const optionsRef = useRef(options);
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  // The retry timer calls the latest connect (a function cannot name itself before it is declared).
  const connectRef = useRef<(relative: string, attempt: number) => void>(() => undefined);
  const current = useRef<{ ws: WebSocket; stop: () => void } | undefined>(undefined);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  /**
   * Counts the times the page let go of its stream (stop, start, unmount, reconnect now). A socket that closed
   * before that may still be asking the console why (explainFailedHandshake): its answer must not schedule a retry
   * nobody can cancel any more — a socket reopened for a page that has left, or a second stream beside the new one.
   */
  const generation = useRef(0);

  const stop = useCallback(() => {
    generation.current += 1;
    clearTimeout(retryTimer.current);
    current.current?.stop();
    current.current = undefined;
    setState((s) => ({ phase: 'idle', dropped: s.dropped }));
  }, []);

  const connect = useCallback((relative: string, attempt: number) => {
    const ws = new WebSocket(liveSocketUrl(relative));
    const mine = generation.current;
    const pending: LiveRow<T>[] = [];
    let opened = false;
    let stable = false;
    let stopped = false;
    const openedAt = Date.now();
    const keepAlive = setInterval(() => ws.readyState === WebSocket.OPEN && ws.send('keep-alive'), KEEP_ALIVE_MS);
    const flush = setInterval(() => {
      if (pending.length === 0) return;
      const batch = pending.splice(0);
      const { keep, newestFirst } = optionsRef.current;
      setRows((old) => (newestFirst ? [...batch.reverse(), ...old].slice(0, keep) : [...old, ...batch].slice(-keep)));
    }, FLUSH_MS);
    const cleanup = () => {
      clearInterval(keepAlive);
      clearInterval(flush);
    };
    current.current = {
      ws,
      stop: () => {
        stopped = true;
        cleanup();
        if (ws.readyState === WebSocket.CONNECTING || ws.readyState === WebSocket.OPEN) ws.close(1000);
      },
    };
    ws.onopen = () => {
      opened = true;
      setState((s) => ({ phase: 'open', dropped: s.dropped }));
    };
    ws.onmessage = (event: MessageEvent<string>) => {
      const message = JSON.parse(event.data) as unknown;
      if (isStatus(message)) {
        setState((s) => ({ ...s, dropped: message.dropped }));
        return;
      }
      stable = true;
      pending.push({ key: nextKey++, message: message as T });
      optionsRef.current.onMessage?.(message as T);
    };
    ws.onclose = (event) => {
      if (stopped) return;
      stable ||= Date.now() - openedAt >= STABLE_MS;
      // Deliver what arrived before the close.
      const batch = pending.splice(0);
      cleanup();
      if (batch.length > 0) {
        const { keep, newestFirst } = optionsRef.current;
        setRows((old) => (newestFirst ? [...batch.reverse(), ...old].slice(0, keep) : [...old, ...batch].slice(-keep)));
      }
      current.current = undefined;
      if (event.code === 1000) {
        setState((s) => ({ phase: 'done', dropped: s.dropped }));
        return;
      }
      void (async () => {
        const failure: LiveFailure = opened
          ? event.code === 1008
            ? { kind: 'refused', message: event.reason, detail: '' }
            : { kind: 'ended', reason: event.reason }
          : await explainFailedHandshake(relative);
        if (generation.current !== mine) return;
        const next = stable ? 1 : attempt + 1;
        const delay = RECONNECT_DELAYS_MS[next - 1];
        if (failure.kind !== 'ended' || !optionsRef.current.reconnect || delay === undefined) {
          setState((s) => ({ phase: 'failed', dropped: s.dropped, failure }));
          return;
        }
        setState((s) => ({
          phase: 'waiting',
          dropped: s.dropped,
          failure,
          retry: { at: Date.now() + delay, attempt: next },
        }));
        retryTimer.current = setTimeout(() => connectRef.current(relative, next), delay);
      })();
    };
  }, []);

  useLayoutEffect(() => {
    connectRef.current = connect;
  }, [connect]);

  /** Opens the stream at `relative` (see livePath); the rows and the drop count start afresh. */
  const start = useCallback(
    (relative: string) => {
      stop();
      setRows([]);
      setState({ phase: 'connecting', dropped: 0 });
      lastPath.current = relative;
      connect(relative, 0);
    },
    [connect, stop],
  );
  const lastPath = useRef('');
  /** Tries again now, keeping the rows. */
  const reconnect = useCallback(() => {
    generation.current += 1;
    clearTimeout(retryTimer.current);
    setState((s) => ({ phase: 'connecting', dropped: s.dropped }));
    connect(lastPath.current, 0);
  }, [connect]);

  useEffect(() => () => stop(), [stop]);
  return { state, rows, start, stop, reconnect, clear: () => setRows([]) };
}

function isStatus(message: unknown): message is { dropped: number } {
  return (
    typeof message === 'object' &&
    message !== null &&
    typeof (message as { dropped?: unknown }).dropped === 'number' &&
    Object.keys(message).length === 1
  );
}
