// Reading the shell's files and a remote's manifest from another host: bounded in time and size, a clear 503 when the
// shell cannot be read, and only the remotes config.json names (own keys: `constructor` is no remote).
import { HttpError } from '../../http/errors';
import { configuredManifest, readJson, ReadProblem, shellSource } from './shell-source';
import { serveTestHosts, TEST_SHELL_CONTRACTS, type TestHosts } from './testing';

let hosts: TestHosts;
let origin: string;
beforeAll(async () => {
  hosts = await serveTestHosts(1);
  [origin] = hosts.origins;
});
afterAll(() => hosts.close());

it('reads JSON, and refuses what is missing, too large or not JSON, naming why', async () => {
  hosts.files.set(`${origin}/ok.json`, { a: 1 });
  hosts.files.set(`${origin}/big.json`, JSON.stringify({ text: 'x'.repeat(5_000) }));
  hosts.files.set(`${origin}/html.json`, '<!doctype html>');
  const limits = { timeoutMs: 2_000, maxBytes: 1_000 };
  expect(await readJson(`${origin}/ok.json`, limits)).toEqual({ a: 1 });
  await expect(readJson(`${origin}/nothing.json`, limits)).rejects.toEqual(new ReadProblem('HTTP 404'));
  await expect(readJson(`${origin}/big.json`, limits)).rejects.toEqual(new ReadProblem('larger than 1000 bytes'));
  await expect(readJson(`${origin}/html.json`, limits)).rejects.toEqual(new ReadProblem('not JSON'));
});

it("answers 503 naming the file and the address when the shell's files cannot be read", async () => {
  const readShell = shellSource(`${origin}/nowhere`);
  const error = await readShell().catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(HttpError);
  expect(error).toMatchObject({ statusCode: 503 });
  expect((error as Error).message).toMatch(new RegExp(`^The shell's (config|shell-contracts)\\.json could not be read from ${origin}/nowhere/.* \\(HTTP 404\\)`));
});

it('keeps the valid remotes of config.json and the contracts, and names no remote that is not there', async () => {
  hosts.files.set(`${origin}/shell/config.json`, { remotes: { content: 'http://127.0.0.1:1/mf-manifest.json', Bad: 'x', ako: 'javascript:alert(1)' } });
  hosts.files.set(`${origin}/shell/shell-contracts.json`, TEST_SHELL_CONTRACTS);
  const shell = await shellSource(`${origin}/shell`)();
  expect({ ...shell.remotes }).toEqual({ content: 'http://127.0.0.1:1/mf-manifest.json' });
  expect(shell.contracts).toEqual(TEST_SHELL_CONTRACTS);
  expect(configuredManifest(shell, 'constructor')).toBeUndefined();
  expect(configuredManifest(shell, 'content')).toBe('http://127.0.0.1:1/mf-manifest.json');
});
