import { build } from 'esbuild';
import { chromium } from '@playwright/test';
(async () => {
  await build({ entryPoints: ['/work/main/hack/bench/table-windowing/page.tsx'], bundle: true, outdir: '/tmp/vw/out', format: 'iife', jsx: 'automatic', tsconfig: '/work/main/tsconfig.json', define: { 'process.env.NODE_ENV': '"production"' }, loader: { '.woff': 'file', '.woff2': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file' }, logLevel: 'warning' });
  const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const p = await b.newPage({ viewport: { width: 1280, height: 900 } });
  await p.goto('file:///tmp/vw/out/index.html');
  await p.evaluate(`window.tableBench.mount('tanstack', 1000)`);
  console.log(await p.evaluate(`(() => { const r = document.querySelector('[data-test="object-row"]'); return [r.getBoundingClientRect().height, ...[...r.children].map(td => { const cs = getComputedStyle(td); const inner = td.firstElementChild; return td.className + ' h=' + td.getBoundingClientRect().height + ' pad=' + cs.paddingTop + '/' + cs.paddingBottom + ' child=' + (inner ? inner.tagName + ':' + inner.getBoundingClientRect().height : ''); })]; })()`));
  await p.screenshot({ path: '/tmp/vw/fixed.png' });
  await b.close();
})();
