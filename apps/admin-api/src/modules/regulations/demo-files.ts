// DEMO_DATA: the demo regulations' PDFs written into the store's regulations folder (when missing), so the links
// of the demo rows open a real document.
import { FILE_FOLDERS } from '@backoffice/validation';
import type { FastifyInstance } from 'fastify';
import { AlreadyExistsError } from '../files/storage/file-storage';
import { storageFor } from '../files/storage/storage-for-app';
import { DEMO_REGULATION_FILES } from './resource';

/** A one-page PDF showing one line of text (the standard Helvetica font: Latin letters only). */
export function minimalPdf(text: string): Buffer {
  const ascii = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/ł/g, 'l').replace(/Ł/g, 'L').replace(/[^\x20-\x7e]/g, '');
  const line = ascii.replace(/[\\()]/g, (c) => `\\${c}`);
  const stream = `BT /F1 14 Tf 56 780 Td (${line}) Tj ET`;
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

export async function seedRegulationFiles(app: FastifyInstance): Promise<void> {
  const storage = await storageFor(app);
  for (const file of DEMO_REGULATION_FILES) {
    const key = `${FILE_FOLDERS.regulations}/${file.name}`;
    if (await storage.stat(key)) continue;
    const title = /[a-z]{3}/i.test(file.title.normalize('NFD')) ? file.title : file.name.replace(/\.pdf$/, '');
    try {
      await storage.write(key, minimalPdf(title), { contentType: 'application/pdf', overwrite: false });
    } catch (error) {
      // Another instance sharing the store wrote it first.
      if (!(error instanceof AlreadyExistsError)) throw error;
    }
  }
}
