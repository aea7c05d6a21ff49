// A real local S3 server (s3rver, a dev dependency) in a child process, for tests of the S3 store. A child,
// because s3rver signs its list continuation tokens with DES, which OpenSSL 3 only offers with Node's
// --openssl-legacy-provider: the flag is given to this child only, never to the code under test.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  stop(): Promise<void>;
}

const SCRIPT = `
const S3rver = require('s3rver');
const [directory, ...buckets] = process.argv.slice(1);
new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: buckets.map((name) => ({ name })) })
  .run()
  .then((address) => console.log('S3 PORT ' + address.port));
`;

/** An S3 server with `bucket` (and `more` buckets beside it). */
export async function startLocalS3(bucket = 'backoffice', ...more: string[]): Promise<LocalS3> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'backoffice-s3rver-'));
  const child = spawn(process.execPath, ['--openssl-legacy-provider', '-e', SCRIPT, directory, bucket, ...more], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`s3rver did not start: ${output}`)), 30_000);
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const found = /S3 PORT (\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]);
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`s3rver exited ${code}: ${output}`)));
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
