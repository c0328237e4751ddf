import type { StreamRoute } from '../../platform/ws/stream-route';
import { serverLogStream } from './server-log.stream';

/** The live server log's websocket (spec 02 §7 Logs), served by the shared stream layer (platform/ws). */
export const logsStreams: readonly StreamRoute[] = [serverLogStream];
