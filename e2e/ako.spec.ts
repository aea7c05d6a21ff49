import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signedInAs, test } from './fixtures';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

async function fillBet(page: Page, index: number, bet: { name: string; description: string; value: string }) {
  const row = page.getByRole('group', { name: `Bet ${index}` });
  await row.getByRole('textbox', { name: 'Name' }).fill(bet.name);
  await row.getByRole('textbox', { name: 'Description' }).fill(bet.description);
  await row.getByRole('textbox', { name: 'Value' }).fill(bet.value);
}

/** Samples a 12 × 24 grid of the preview's pixels: how many distinct colours, and the share of the commonest. */
async function samplePreview(page: Page) {
  return page.getByRole('img', { name: 'Generated AKO coupon' }).evaluate((node) => {
    // The preview is the drawn canvas itself: the pixels the PNG is encoded from.
    const canvas = node as HTMLCanvasElement;
    const ctx = canvas.getContext('2d')!;
    const counts = new Map<string, number>();
    let samples = 0;
    for (let gx = 0; gx < 12; gx += 1) {
      for (let gy = 0; gy < 24; gy += 1) {
        const x = Math.floor(((gx + 0.5) * canvas.width) / 12);
        const y = Math.floor(((gy + 0.5) * canvas.height) / 24);
        const [r, g, b, a] = ctx.getImageData(x, y, 1, 1).data;
        const key = `${r},${g},${b},${a}`;
        counts.set(key, (counts.get(key) ?? 0) + 1);
        samples += 1;
      }
    }
    return {
      width: canvas.width,
      height: canvas.height,
      colours: counts.size,
      commonest: Math.max(...counts.values()) / samples,
      transparent: [...counts.keys()].filter((k) => k.endsWith(',0')).length,
    };
  });
}

test('staff fill the AKO form, generate a 1080 px coupon and save it as a dated PNG', async ({ page }) => {
  await signedInAs(page, 'editor@example.com', '/ako-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Ako Generator' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');

  // Empty submit: the spec's messages, no image.
  await page.getByRole('button', { name: 'Generate image' }).click();
  await expect(page.getByText('Course is required!')).toBeVisible();
  await expect(page.getByText('please select category')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Generated AKO coupon' })).toHaveCount(0);

  await fillBet(page, 1, { name: 'Legia Warszawa - Lech Poznań', description: '1X2: Legia', value: '1,85' });
  await page.getByRole('button', { name: 'Add bet' }).click();
  await fillBet(page, 2, {
    name: 'Górnik Łęczna – Świt Nowy Dwór Mazowiecki, żółte kartki w pierwszej połowie',
    description: 'Powyżej 2,5 gola — źdźbło, gęś, jaźń',
    // Odds typed with a point read as the coupon prints them, a decimal comma.
    value: '1.76',
  });
  await page.getByRole('group', { name: 'Bet 2' }).getByRole('textbox', { name: 'Value' }).blur();
  await expect(page.getByRole('group', { name: 'Bet 2' }).getByRole('textbox', { name: 'Value' })).toHaveValue('1,76');
  await page.getByRole('textbox', { name: 'Course' }).fill('3,26');
  await page.getByRole('textbox', { name: 'Stake' }).fill('10');
  // Offered from stake × course while not typed by hand.
  await expect(page.getByRole('textbox', { name: 'Winnings' })).toHaveValue('32,60');

  const editor = page.getByRole('textbox', { name: 'Coupon description' });
  // The coupon draws text only: its editor offers no image upload.
  await expect(page.getByRole('button', { name: /bold/i })).toBeVisible();
  await expect(page.getByRole('button', { name: /upload images/i })).toHaveCount(0);
  await editor.click();
  await page.keyboard.type('Nasze ');
  await page.keyboard.press('Control+B');
  await page.keyboard.type('pewniaki');
  await page.keyboard.press('Control+B');
  await page.keyboard.type(' na weekend');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- Ekstraklasa');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Fortuna 1 Liga');

  await page.getByRole('combobox', { name: 'Sport category' }).click();
  await page.keyboard.type('zuzel');
  await page.getByRole('option', { name: /Żużel/ }).click();
  await page.getByRole('textbox', { name: 'AKO percentage' }).fill('5');
  await expect(page.getByRole('textbox', { name: 'AKO bonus' })).toHaveValue('1,63');
  await expect(page.getByRole('textbox', { name: 'Winnings' })).toHaveValue('34,23');

  const save = page.getByRole('button', { name: 'Save image' });
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Generate image' }).click();
  await expect(page.getByRole('heading', { name: 'Generated Image:' })).toBeVisible();

  const sample = await samplePreview(page);
  expect(sample.width).toBe(1080);
  expect(sample.height).toBeGreaterThan(1000);
  // Not blank: the navy page, white card, gold accents and text give many colours, none covering most of the image.
  expect(sample.colours).toBeGreaterThan(6);
  expect(sample.commonest).toBeLessThan(0.6);
  expect(sample.transparent).toBe(0);
  // Polish letters come from the bundled font, not whatever the machine has.
  expect(await page.evaluate(() => [...document.fonts].filter((f) => f.family.includes('BackofficeCanvasRoboto') && f.status === 'loaded').length)).toBe(8);

  await expect(save).toBeEnabled();
  const [download] = await Promise.all([page.waitForEvent('download'), save.click()]);
  expect(download.suggestedFilename()).toMatch(/^ako-\d{4}-\d{2}-\d{2}-\d{2}-\d{2}\.png$/);
  const file = await readFile((await download.path())!);
  expect([...file.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  expect(file.readUInt32BE(16)).toBe(1080); // IHDR width
  expect(file.readUInt32BE(20)).toBe(sample.height);

  // An edit makes the preview stale until generated again.
  await page.getByRole('textbox', { name: 'Stake' }).fill('20');
  await expect(save).toBeDisabled();
  await page.getByRole('button', { name: 'Generate image' }).click();
  await expect(save).toBeEnabled();
});
