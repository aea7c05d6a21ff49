#!/usr/bin/env node
// `npm run api-report` rewrites libs/<lib>/api-report.json from the sources (refused while the version is not bumped
// enough); `--check` (part of `npm run lint`) fails when a report is behind its library's sources or version.
const fs = require('node:fs');
const path = require('node:path');
const { libraries, readSurfaces, root } = require('./surface.cjs');
const { checkLibrary } = require('./rule.cjs');

function main(argv) {
  const check = argv.includes('--check');
  const only = argv.filter((arg) => !arg.startsWith('--'));
  const libs = libraries().filter((lib) => only.length === 0 || only.includes(lib.dir) || only.includes(lib.name));
  const surfaces = readSurfaces(libs.map((lib) => lib.name));
  let failed = false;
  for (const lib of libs) {
    const reportFile = path.relative(root, lib.reportPath);
    const report = fs.existsSync(lib.reportPath) ? JSON.parse(fs.readFileSync(lib.reportPath, 'utf8')) : null;
    const surface = surfaces[lib.name];
    const result = checkLibrary({ name: lib.name, version: lib.version, reportFile, packageFile: `libs/${lib.dir}/package.json`, report, surface });
    if (result.ok) continue;
    if (check || !result.writable) {
      console.error(result.message);
      failed = true;
      continue;
    }
    fs.writeFileSync(lib.reportPath, `${JSON.stringify({ library: lib.name, version: lib.version, entries: surface }, null, 2)}\n`);
    console.log(`${lib.name} ${lib.version}: ${reportFile} updated`);
  }
  if (!failed && check) console.log(`API reports match the sources: ${libs.map((lib) => `${lib.name} ${lib.version}`).join(', ')}`);
  return failed ? 1 : 0;
}

process.exitCode = main(process.argv.slice(2));
