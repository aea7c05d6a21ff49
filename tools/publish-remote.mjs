// `npm run publish-remote -- content-mfe`: keeps the remote's current production build (dist/apps/<project>) as a
// release beside the others, dist/releases/<project>/<version>/, and lists it in dist/releases/<project>/builds.json.
// Each remote's server (tools/stack.cjs) serves them under /releases/, so App Setting › Modules can switch to any of
// them and back (README "Releasing one remote").
import fs from 'node:fs';
import path from 'node:path';
import { publishRemote } from './releases.cjs';
import { remoteProjects, root } from './stack.cjs';

const [project, ...flags] = process.argv.slice(2);
if (!Object.values(remoteProjects).includes(project)) {
  console.error(`Usage: npm run publish-remote -- <${Object.values(remoteProjects).join('|')}> [--force]`);
  process.exit(2);
}
const dist = path.join(root, 'dist/apps');
if (!fs.existsSync(path.join(dist, project, 'mf-manifest.json'))) {
  console.error(`No production build of ${project}: run \`npx nx build ${project}\` first.`);
  process.exit(1);
}
try {
  const { version, url } = publishRemote({ distDir: dist, project, force: flags.includes('--force') });
  console.log(`${project} ${version} published: ${url} (switch to it in App Setting › Modules)`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
