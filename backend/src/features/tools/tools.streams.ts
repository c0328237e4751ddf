import type { StreamRoute } from '../../platform/ws/stream-route';
import { diagnosticsStream } from './diagnostics.stream';
import { healStream } from './heal.stream';
import { traceStream } from './trace.stream';
import { watchStream } from './watch.stream';

/** The live tools' websockets (spec 03 §2 Tools), served by the shared stream layer (platform/ws). */
export const toolsStreams: readonly StreamRoute[] = [traceStream, watchStream, healStream, diagnosticsStream];
