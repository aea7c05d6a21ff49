// Playwright's 'networkidle' never comes on a signed-in page: the live change feed (an event stream) stays open.
// settle(page): the page has loaded and no request but event streams has been in flight for 500 ms.
const trackers = new WeakMap();

/** The page's requests in flight, counted from the first settle() on it. */
function watchNetwork(page) {
  let inflight = trackers.get(page);
  if (inflight) return inflight;
  inflight = new Set();
  trackers.set(page, inflight);
  page.on('request', (request) => {
    if (!request.headers()['accept']?.includes('text/event-stream')) inflight.add(request);
  });
  page.on('requestfinished', (request) => inflight.delete(request));
  page.on('requestfailed', (request) => inflight.delete(request));
  return inflight;
}

export async function settle(page, { quietMs = 500, timeout = 30_000 } = {}) {
  const inflight = watchNetwork(page);
  await page.waitForLoadState('load');
  const started = Date.now();
  let since = Date.now();
  while (Date.now() - since < quietMs) {
    if (Date.now() - started > timeout) throw new Error(`the page's requests did not settle within ${timeout} ms`);
    if (inflight.size > 0) since = Date.now();
    await page.waitForTimeout(50);
  }
}
