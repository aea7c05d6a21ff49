// Lints the OpenAPI document with Redocly's `recommended` ruleset (the engine of `redocly lint`): builds the app
// in-process on an in-memory PGlite, writes `app.swagger()` to a temp file and lints that. Errors and warnings
// fail the run. Run by the admin-api `lint` target: `npx tsx apps/admin-api/scripts/lint-openapi.ts`.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createConfig, formatProblems, lint } from '@redocly/openapi-core';
import { buildApp } from '../src/app';

async function main(): Promise<number> {
  // The document as deployed: its server is the configured PUBLIC_URL, not the dev default (localhost).
  const publicUrl = process.env.PUBLIC_URL || 'https://backoffice.invalid';
  const app = await buildApp({ dataDir: 'memory', demoData: false, logger: false, publicUrl, mailer: { send: async () => undefined } });
  const dir = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'));
  try {
    await app.ready();
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(app.swagger(), null, 2));
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lint({ ref: file, config });
    const errors = problems.filter((p) => p.severity === 'error').length;
    const warnings = problems.filter((p) => p.severity === 'warn').length;
    if (problems.length) formatProblems(problems, { format: process.env.OPENAPI_LINT_FORMAT === 'summary' ? 'summary' : 'stylish', totals: { errors, warnings, ignored: 0 }, version: 'recommended', maxProblems: 200 });
    console.log(`OpenAPI lint (redocly recommended): ${errors} errors, ${warnings} warnings`);
    return errors || warnings ? 1 : 0;
  } finally {
    await app.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
