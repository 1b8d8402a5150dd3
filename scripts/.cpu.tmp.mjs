// CPU time (thread time) per input, unthrottled, variants interleaved:
// node scripts/.cpu.tmp.mjs URL selector kind mobile rounds
import { chromium } from 'playwright';
import { readFileSync } from 'node:fs';
const [url, selector, kind, mobile, rounds = '3'] = process.argv.slice(2);
const variants = JSON.parse(readFileSync(process.env.VARIANTS || '/work/scratch/variants.json', 'utf8'));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const ctxOpts = mobile === '1' ? { viewport: { width: 360, height: 740 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true, reducedMotion: 'reduce' } : { viewport: { width: 1280, height: 860 }, reducedMotion: 'reduce' };
const res = {};
for (let r = 0; r < Number(rounds); r++) for (const [name, css] of Object.entries(variants)) {
  const ctx = await browser.newContext(ctxOpts);
  const page = await ctx.newPage();
  await page.goto(url, { waitUntil: 'load' });
  if (css) await page.addStyleTag({ content: css });
  await page.waitForTimeout(1000);
  await page.evaluate((s) => (document.querySelector(s).closest('figure') ?? document.querySelector(s)).scrollIntoView(), selector);
  await page.waitForTimeout(300);
  const cdp = await ctx.newCDPSession(page);
  const events = [];
  cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
  const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
  await cdp.send('Tracing.start', { categories: 'blink.user_timing,devtools.timeline,toplevel,cc', transferMode: 'ReportEvents' });
  await page.evaluate(async ([sel, kind]) => {
    const el = document.querySelector(sel);
    const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 40)));
    for (let i = 0; i < 25; i++) {
      await frame();
      performance.mark('inp');
      if (kind === 'key') el.dispatchEvent(new KeyboardEvent('keydown', { key: i % 2 ? 'ArrowLeft' : 'ArrowRight', bubbles: true, cancelable: true }));
      else if (kind === 'range') { if (i % 2) el.stepDown(10); else el.stepUp(10); el.dispatchEvent(new Event('input', { bubbles: true })); }
      else if (kind === 'none') {} else if (kind === 'canvas') { let c = window.__c; if (!c) { const svg = el.closest('svg'); const r = svg.getBoundingClientRect(); c = window.__c = document.createElement('canvas'); c.width = r.width * devicePixelRatio; c.height = r.height * devicePixelRatio; c.style.cssText = `position:absolute;left:${r.left + scrollX}px;top:${r.top + scrollY}px;width:${r.width}px;height:${r.height}px;pointer-events:none`; document.body.appendChild(c); svg.style.visibility = 'hidden'; } const g = c.getContext('2d'); g.setTransform(devicePixelRatio, 0, 0, devicePixelRatio, 0, 0); g.clearRect(0, 0, c.width, c.height); g.lineWidth = 2; g.font = '600 14px sans-serif'; for (let k = 0; k < 30; k++) { g.strokeStyle = k % 2 ? '#c33' : '#36c'; g.beginPath(); g.moveTo(10 + k * 7 + (i % 2) * 3, 20); g.lineTo(300 - k * 5, 200 + k * 3 + i % 2); g.stroke(); } for (let k = 0; k < 12; k++) { g.beginPath(); g.arc(50 + k * 30, 100 + (i % 2) * 2, 6, 0, 7); g.fill(); } for (let k = 0; k < 7; k++) g.fillText('T' + k, 40 + k * 50, 300 + (i % 2)); } else if (kind === 'mv') { const t = el.getAttribute('transform'); el.setAttribute('transform', i % 2 ? t.replace(/translate\(([\d.]+)/, (m, a) => 'translate(' + (Number(a) - 2)) : t.replace(/translate\(([\d.]+)/, (m, a) => 'translate(' + (Number(a) + 2))); } else if (kind === 'mvstyle') { el.style.transform = i % 2 ? 'translate(0px, 0px)' : 'translate(2px, 0px)'; } else if (kind === 'digit') { const w = document.createTreeWalker(el, NodeFilter.SHOW_TEXT); let n; while ((n = w.nextNode()) && !/\d/.test(n.data)); n.data = n.data.replace(/\d/, (d) => (d === '7' ? '8' : '7')); }
      else { el.value = ['30','24','41.5','18'][i % 4]; el.dispatchEvent(new Event('input', { bubbles: true })); }
      await frame(); await frame();
    }
  }, [selector, kind]);
  await cdp.send('Tracing.end');
  await done;
  const marks = events.filter((e) => e.name === 'inp').map((e) => e.ts).sort((a, b) => a - b);
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const bmf = events.filter((e) => e.name === 'ProxyMain::BeginMainFrame' && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  const mainTid = bmf[0]?.tid;
  for (const [i, m] of marks.entries()) {
    if (i < 5) continue;
    const own = tasks.find((t) => t.tid === mainTid && t.ts <= m && t.ts + t.dur >= m);
    const f = bmf.find((b) => b.ts > m);
    const parts = { handler: (own?.tdur ?? 0) / 1000, frame: (f?.tdur ?? 0) / 1000 };
    for (const n of ['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'FireAnimationFrame', 'Commit', 'HitTest']) parts[n] = events.filter((e) => e.name === n && e.ph === 'X' && e.tid === mainTid && f && e.ts >= f.ts && e.ts < f.ts + f.dur).reduce((s, e) => s + (e.tdur ?? 0), 0) / 1000;
    (res[name] ??= []).push(parts);
  }
  await ctx.close();
}
const med = (a) => { const b = [...a].sort((x, y) => x - y); return b[Math.floor(b.length / 2)]; };
for (const [k, v] of Object.entries(res)) console.log(k.padEnd(20), 'cpu ms: handler', med(v.map((p) => p.handler)).toFixed(2), 'frame', med(v.map((p) => p.frame)).toFixed(2), 'sum', med(v.map((p) => p.handler + p.frame)).toFixed(2), 'n', v.length, Object.keys(v[0]).filter(k=>k!=='handler'&&k!=='frame').map(k=>k+' '+med(v.map(p=>p[k])).toFixed(2)).join(' '));
await browser.close();
