// Times a click the way its user meets it: from the click event in the page to the frame in which an element matching
// `selector` that was not there before the click is shown (a new page's heading, not the old one's). Playwright's own round trips (actionability checks, polling, evaluate calls) are not counted: they once
// made up a third of a "click → shown" figure here.
/* global MutationObserver, performance, requestAnimationFrame */

/** Clicks `locator` and returns the milliseconds from its click event to the frame that shows a new `selector`. */
export async function clickToShown(page, locator, selector, { timeoutMs = 10_000 } = {}) {
  await page.evaluate(
    ({ sel, timeout }) => {
      window.__clickToShown = new Promise((resolve, reject) => {
        let clickedAt;
        const before = new Set(document.querySelectorAll(sel));
        const check = () => {
          if (clickedAt === undefined || ![...document.querySelectorAll(sel)].some((element) => !before.has(element))) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - clickedAt));
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { childList: true, subtree: true, attributes: true });
        document.addEventListener('click', (event) => { clickedAt = event.timeStamp; check(); }, { capture: true, once: true });
        setTimeout(() => reject(new Error(`${sel} was not shown within ${timeout} ms of the click`)), timeout);
      });
    },
    { sel: selector, timeout: timeoutMs },
  );
  await locator.click();
  return page.evaluate(() => window.__clickToShown);
}
