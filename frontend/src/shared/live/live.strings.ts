import { translated } from '@frontend/shared/i18n/translated';

/** Text of the live-stream status shared by the tools (trace, logs, watch, heal, diagnostics). */
export const liveStrings = translated('live', {
  connecting: 'Connecting…',
  streaming: 'Live',
  dropped: (count: number) => `${count} messages dropped`,
  droppedHelp:
    'The browser read more slowly than the server sent; the console dropped these messages instead of letting its buffer grow.',
  ended: 'The stream ended',
  reconnectIn: (seconds: number, attempt: number, max: number) =>
    `Reconnecting in ${seconds} s (attempt ${attempt} of ${max})`,
  gaveUp: 'Stopped trying to reconnect.',
  reconnect: 'Reconnect',
  refused: 'The console refused the stream',
  blockedTitle: 'Live streams are blocked',
  blocked:
    'The console accepted the request, but the websocket connection could not be opened. A proxy or firewall between your browser and the console probably does not pass websockets; ask its administrator to allow them for this address.',
  unreachable: 'The console cannot be reached.',
  kept: (count: number) => `Showing the last ${count} messages`,
});
