// Lighthouse on /login with its default settings (mobile form factor, simulated throttling of CPU and
// network), the check web teams run, in Debian's Chromium — on the composed shell and on the floor, the same login
// built as one plain bundle (plain-app.mjs). Scores are medians of RUNS runs (the run with the median performance
// score is the one whose metrics are shown). Lighthouse resets storage and cache before each run: every run is cold.
import { median, ratio } from './stats.mjs';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
const TEXT_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR']);
const kib = (bytes) => (bytes / 1024).toFixed(0);
const score = (lhr, id) => Math.round((lhr.categories[id]?.score ?? NaN) * 100);

/**
 * Lighthouse 13 has no "uses-text-compression" audit any more (its insights only check the HTML document), so the
 * figure is taken from the same run's network requests: text responses (HTML, JS, CSS, JSON) of at least 1.4 KB sent
 * without compression — the old audit's candidates — and how large they were.
 */
function uncompressedText(lhr) {
  const legacy = lhr.audits['uses-text-compression'];
  if (legacy?.details?.overallSavingsBytes !== undefined) return { bytes: legacy.details.overallSavingsBytes, label: 'savings (audit)' };
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const sent = items.filter((r) => TEXT_TYPES.has(r.resourceType) && r.resourceSize >= 1400 && r.transferSize >= r.resourceSize);
  return { bytes: sent.reduce((a, r) => a + r.resourceSize, 0), label: `${sent.length} text responses sent uncompressed` };
}

function summary(lhr) {
  const audit = (id) => lhr.audits[id];
  const text = uncompressedText(lhr);
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    lcp: audit('largest-contentful-paint')?.numericValue ?? NaN,
    tbt: audit('total-blocking-time')?.numericValue ?? NaN,
    unusedJs: audit('unused-javascript')?.details?.overallSavingsBytes ?? 0,
    text,
    version: lhr.lighthouseVersion,
    warnings: lhr.runWarnings ?? [],
  };
}

async function runs(lighthouse, port, url) {
  const results = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
    if (!result?.lhr) throw new Error(`Lighthouse returned no report for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    results.push(summary(result.lhr));
  }
  const perf = median(results.map((r) => r.performance));
  return { ...results.find((r) => r.performance === perf), accessibility: median(results.map((r) => r.accessibility)),
    bestPractices: median(results.map((r) => r.bestPractices)), all: results.map((r) => r.performance) };
}

export default async function bench(ctx) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', ...ctx.chromiumArgs],
    logLevel: 'error',
  });
  let composed;
  let plain;
  let floorNote = '';
  try {
    composed = await runs(lighthouse, chrome.port, `${ctx.baseURL}/login`);
    try {
      const baseline = await ctx.plainApp();
      plain = await runs(lighthouse, chrome.port, `${baseline.url}/login`);
    } catch (error) {
      floorNote = `floor not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    }
  } finally {
    await chrome.kill();
  }
  const floor = (f) => (plain ? f(plain) : '–');
  // composed / floor for a figure (a score: the floor's over ours, so above 1 × is worse either way).
  const ratioOf = (key, score = false) => (plain ? (score ? ratio(plain[key], composed[key]) : ratio(composed[key], plain[key])) : '–');
  const rows = [
    ['performance score', `${composed.performance} (runs: ${composed.all.join(', ')})`, '≥ 95', floor((p) => `${p.performance} (runs: ${p.all.join(', ')})`), ratioOf('performance', true)],
    ['accessibility score', String(composed.accessibility), '100', floor((p) => String(p.accessibility)), ratioOf('accessibility', true)],
    ['best practices score', String(composed.bestPractices), '100', floor((p) => String(p.bestPractices)), ratioOf('bestPractices', true)],
    ['largest contentful paint', `${(composed.lcp / 1000).toFixed(1)} s`, '', floor((p) => `${(p.lcp / 1000).toFixed(1)} s`), ratioOf('lcp')],
    ['total blocking time', `${composed.tbt.toFixed(0)} ms`, '', floor((p) => `${p.tbt.toFixed(0)} ms`), ratioOf('tbt')],
    ['unused JavaScript (savings)', `${kib(composed.unusedJs)} KiB`, '', floor((p) => `${kib(p.unusedJs)} KiB`), ''],
    ['text compression', `${kib(composed.text.bytes)} KiB (${composed.text.label})`, '0', floor((p) => `${kib(p.text.bytes)} KiB (${p.text.label})`), ''],
  ];
  const warnings = [...new Set([...composed.warnings, ...(plain?.warnings ?? [])])];
  return [
    '## Lighthouse on /login',
    '',
    `Lighthouse ${composed.version}, default settings (mobile, simulated slow 4G and 4× CPU slowdown), /usr/bin/chromium headless;`,
    `median of ${RUNS} cold runs each. Floor: the same login as one plain bundle, served the same way. Was: performance 61,`,
    'LCP 6.5 s, TBT 620 ms, 486 KiB to save by compression, 199 KiB of unused JavaScript.',
    '',
    '| measure | /login (composed) | target | floor (plain bundle) | ratio |',
    '| --- | --- | --- | --- | --- |',
    ...rows.map((r) => `| ${r.join(' | ')} |`),
    '',
    ...(floorNote ? [floorNote, ''] : []),
    ...(warnings.length ? [`Lighthouse warnings: ${warnings.join(' / ')}`, ''] : []),
  ].join('\n');
}
