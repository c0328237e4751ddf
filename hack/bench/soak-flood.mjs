// The failed-login flood of the load and soak run (soak-run.ts), in a process of its own so that its work never
// waits in the load driver's event loop, where it would show as user latency. It sends POST /login with a wrong
// secret key from 127.0.0.2 at a fixed rate (by the clock: a late attempt does not push the next ones back), the
// same rate in every phase: while the parent says "flood" to the console, while it says "quiet" to a server of this
// process that answers 429 at once — so the machine carries the flood client's own work in both kinds of phase, and
// what differs between them is only what the console does with the attempts. Plain JavaScript: forked by node as is.
import { createServer, request } from 'node:http';

/** @type {{ base: string, accounts: string[], perSecond: number, headers: Record<string, string> }} */
let setup;
let mode = 'quiet';
let sent = 0;
let sinkSent = 0;
const statuses = {};
let sinkUrl = '';

const sink = createServer((req, res) => {
  res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '1' });
  res.end('{"code":429,"message":"sink","detailedMessage":""}');
});

function attempt(url, account, count) {
  const body = JSON.stringify({ accessKey: account, secretKey: `wrong-${sent + sinkSent}` });
  const req = request(url, {
    method: 'POST',
    localAddress: '127.0.0.2',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), ...setup.headers },
  });
  req.on('response', (res) => {
    res.resume();
    if (count) statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
  });
  req.on('error', () => {
    if (count) statuses['0'] = (statuses['0'] ?? 0) + 1;
  });
  req.end(body);
}

let timer;
function start() {
  const interval = 1000 / setup.perSecond;
  const began = Date.now();
  let n = 0;
  const tick = () => {
    const account = setup.accounts[n % setup.accounts.length];
    if (mode === 'flood') {
      attempt(`${setup.base}/api/v1/login`, account, true);
      sent += 1;
    } else {
      attempt(sinkUrl, account, false);
      sinkSent += 1;
    }
    n += 1;
    timer = setTimeout(tick, Math.max(0, began + n * interval - Date.now()));
  };
  tick();
}

process.on('message', (message) => {
  if (message.type === 'setup') {
    setup = message;
    sink.listen(0, '127.0.0.1', () => {
      sinkUrl = `http://127.0.0.1:${sink.address().port}/api/v1/login`;
      start();
      process.send({ type: 'ready' });
    });
  } else if (message.type === 'mode') {
    mode = message.mode;
  } else if (message.type === 'stop') {
    clearTimeout(timer);
    // Answers still on their way are given a moment.
    setTimeout(() => {
      process.send({ type: 'done', sent, sinkSent, statuses }, () => {
        sink.close();
        process.exit(0);
      });
    }, 1500);
  }
});
