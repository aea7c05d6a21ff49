// Regulations, a permission-guarded module on the shared kit with the per-language editor: as admin add a regulation
// with a Polish PDF (a text renamed .pdf is refused first) → find it → open its PDF (application/pdf, new tab) → edit
// → delete; the server refuses a non-PDF by its bytes; the landing editor, without any regulation permission, gets /404 and 403 from the API.
import { apiToken, expect, ports, signedInAs, test } from './fixtures';

/** A minimal valid one-page PDF. */
function minimalPdf(text: string): Buffer {
  const stream = `BT /F1 14 Tf 56 780 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const api = (token: string, method: string, path: string, body?: unknown) =>
  fetch(`http://localhost:${ports.api}/api/v1/${path}`, {
    method,
    headers: { 'x-access-token': token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

test('admin@example.com adds a regulation with a Polish PDF, opens it, edits and deletes it', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const name = `E2E regulamin ${stamp}`;
  await signedInAs(page, 'admin@example.com', '/regulations');
  await expect(page.getByRole('heading', { name: 'Regulations' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Active', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('row').nth(1)).toBeVisible();

  await page.getByRole('link', { name: 'Add Regulation' }).click();
  await expect(page).toHaveURL(/\/regulations\/add$/);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Name is required!')).toBeVisible();
  await expect(page.getByText('PDF is required!')).toBeVisible();
  await page.getByLabel(/^Name/).fill(name);
  await page.getByRole('combobox', { name: /^Type/ }).click();
  await page.getByRole('option', { name: 'Promotion terms' }).click();
  await expect(page.getByRole('tab', { name: 'Polish' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel(/^Polish title/).fill('Regulamin promocji testowej');

  // A text file renamed .pdf: the browser calls it application/pdf, its bytes say otherwise.
  let chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload PDF' }).click();
  await (await chooser).setFiles({ name: `udawany-${stamp}.pdf`, mimeType: 'application/pdf', buffer: Buffer.from('To nie jest dokument PDF.') });
  await expect(page.getByText('The file is not a PDF document')).toBeVisible();

  const fileName = `regulamin-${stamp}.pdf`;
  chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload PDF' }).click();
  await (await chooser).setFiles({ name: fileName, mimeType: 'application/pdf', buffer: minimalPdf('Regulamin promocji testowej') });
  await expect(page.getByRole('link', { name: fileName })).toBeVisible();
  await expect(page.getByText('The file is not a PDF document')).toHaveCount(0);
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText('Regulation added successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/regulations$/);

  await page.getByLabel('Search').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Promotion terms');
  const pdfLink = row.getByRole('link', { name: 'Polish PDF' });
  await expect(pdfLink).toHaveAttribute('target', '_blank');
  const href = await pdfLink.getAttribute('href');
  expect(href).toMatch(new RegExp(`/files/regulations/${fileName}$`));
  const served = await page.request.get(href!);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('application/pdf');

  await row.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page.getByLabel(/^Name/)).toHaveValue(name);
  await page.getByLabel(/^Polish title/).fill('Regulamin promocji testowej — wersja 2');
  await page.getByRole('tab', { name: 'English' }).click();
  await page.getByLabel(/^English title/).fill('Test promotion terms');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  // English has a title and no PDF: the editor marks the tab and the field.
  await expect(page.getByText('English PDF is required!')).toBeVisible();
  await page.getByLabel(/^English title/).fill('');
  await page.getByRole('button', { name: 'Update', exact: true }).click();
  await expect(page.getByText('Regulation updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search').fill(name);
  await expect(row).toContainText('wersja 2');
  await row.getByRole('link', { name: `View ${name}` }).click();
  await expect(page).toHaveURL(/\/regulations\/view\/\d+$/);
  await expect(page.getByRole('link', { name: fileName })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('button', { name: /^(Create|Update)$/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByLabel('Search').fill(name);
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure you want to delete this regulation?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Regulation deleted successfully')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the server refuses a non-PDF by its bytes: at upload, and as a regulation\'s PDF link', async () => {
  const token = await apiToken('admin@example.com');
  const stamp = Date.now().toString(36);
  const upload = (fileName: string, bytes: Buffer) =>
    api(token, 'POST', 'files', { fileContents: bytes.toString('base64'), fileName, folderName: 'regulations' });
  const renamed = await upload(`udawany-${stamp}.pdf`, Buffer.from('To nie jest dokument PDF.'));
  expect(renamed.status).toBe(400);
  // A real PNG may live in the folder under its own name, but it is no regulation's PDF.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const image = await upload(`obraz-${stamp}.png`, png);
  expect(image.status).toBe(201);
  const { fileUrl } = (await image.json()).data as { fileUrl: string };
  const refused = await api(token, 'POST', 'regulations', { regulationName: `E2E obraz ${stamp}`, type: 'general-terms', pl_title: 'Obraz', pl_fileUrl: fileUrl });
  expect(refused.status).toBe(400);
  expect((await refused.json()).errorMessages).toEqual({ pl_fileUrl: ['The file is not a PDF document'] });
  await api(token, 'DELETE', `files?path=${encodeURIComponent(`regulations/obraz-${stamp}.png`)}`);
});

test('editor@example.com (landing pages only) gets /404 on /regulations and 403 from v1/regulations', async ({ page }) => {
  await signedInAs(page, 'editor@example.com', '/regulations');
  await expect(page).toHaveURL(/\/404$/);
  await page.goto('/regulations/add');
  await expect(page).toHaveURL(/\/404$/);
  const token = await apiToken('editor@example.com');
  expect((await api(token, 'GET', 'regulations')).status).toBe(403);
});
