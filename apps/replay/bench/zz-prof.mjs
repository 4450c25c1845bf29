import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { preview } from 'vite';
import { longSessionText } from '../../../scripts/long-session.mjs';
const N = Number(process.argv[2] ?? 234000);
const root = fileURLToPath(new URL('..', import.meta.url));
const file = join(mkdtempSync(join(tmpdir(), 'replay-prof-')), 'long.json');
writeFileSync(file, longSessionText(N));
const server = await preview({ root, preview: { port: 0, host: '127.0.0.1' }, logLevel: 'silent', build: { outDir: '/tmp/player-dist-plain' } });
const base = `http://127.0.0.1:${server.httpServer.address().port}/replay/`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.goto(base);
const cdp = await page.context().newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await page.evaluate(() => { window.__long = []; new PerformanceObserver((l) => window.__long.push(...l.getEntries().map((e) => [e.startTime, e.duration]))).observe({ type: 'longtask' }); });
await cdp.send('Profiler.start');
await page.getByTestId('replay-file').setInputFiles(file);
await page.getByTestId('replay-position').filter({ hasText: new RegExp(`\\b${N}\\b`) }).waitFor({ timeout: 600000 });
await page.waitForTimeout(1500);
const { profile } = await cdp.send('Profiler.stop');
console.log('long tasks', JSON.stringify(await page.evaluate(() => window.__long.map(([s, d]) => [Math.round(s), Math.round(d)]))));
// self time per function, only samples in the longest task window
const long = await page.evaluate(() => window.__long.reduce((a, b) => (b[1] > a[1] ? b : a), [0, 0]));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
let t = profile.startTime; const self = new Map(); const incl = new Map();
// map profile time (µs, monotonic) to performance.now: use first sample relative; approximate by restricting to the densest window
const times = []; for (let i = 0; i < profile.samples.length; i++) { t += profile.timeDeltas[i]; times.push(t); }
const t0 = profile.startTime; const pStart = await page.evaluate(() => performance.timeOrigin);
// we can't align clocks precisely: report over the whole profile and over the biggest contiguous busy block
const key = (n) => `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').pop()}:${n.callFrame.lineNumber}`;
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i]; const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
  const n = nodes.get(id); if (n.callFrame.functionName === '(idle)' || n.callFrame.functionName === '(program)') continue;
  self.set(key(n), (self.get(key(n)) ?? 0) + dt);
  const seen = new Set(); for (let c = id; c !== undefined; c = parent.get(c)) { const k = key(nodes.get(c)); if (seen.has(k)) continue; seen.add(k); incl.set(k, (incl.get(k) ?? 0) + dt); }
}
const top = (m, k) => [...m].sort((a, b) => b[1] - a[1]).slice(0, k).map(([n, v]) => `${v.toFixed(0).padStart(6)} ${n}`).join('\n');
console.log('SELF\n' + top(self, 25)); console.log('INCL\n' + top(incl, 140));
await browser.close(); await server.close();
