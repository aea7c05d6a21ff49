// Test hosts for the remotes' routes: a shell (config.json, shell-contracts.json) and remote hosts (manifests) served
// over HTTP on 127.0.0.1, each on an ephemeral port of its own (an origin of its own), so the API reads real files.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BuildRecord, ShellContracts } from '@backoffice/validation';

export interface TestHosts {
  /** One origin per host asked for: `http://127.0.0.1:<port>`. */
  origins: string[];
  /** Full URL → JSON body (a string is sent as it is); anything else answers 404. */
  files: Map<string, unknown>;
  close(): Promise<void>;
}

/** Starts `count` hosts serving `files`. */
export async function serveTestHosts(count: number): Promise<TestHosts> {
  const files = new Map<string, unknown>();
  const servers: http.Server[] = [];
  for (let i = 0; i < count; i++) {
    const server = http.createServer((req, res) => {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}${req.url ?? '/'}`;
      if (!files.has(url)) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      }
      const body = files.get(url);
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-cache' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
  }
  return {
    origins: servers.map((server) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    files,
    close: async () => {
      await Promise.all(servers.map((server) => new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      })));
    },
  };
}

/** What the test shell provides. */
export const TEST_SHELL_CONTRACTS: ShellContracts = {
  versions: { '@backoffice/ui': '3.1.0', react: '19.2.0' },
  exports: { '@backoffice/ui': ['ListPage', 'ConfirmDialog'] },
};

/** A manifest whose build record needs `uiRange` of @backoffice/ui (the test shell has 3.1.0). */
export function testManifest(name: string, version: string, uiRange = '^3.0.0', imports: string[] = ['ListPage']): { buildRecord: BuildRecord } {
  return {
    buildRecord: { name, version, commit: `c${version}`, builtAt: '2026-11-25T20:00:00.000Z', needs: { '@backoffice/ui': uiRange, react: '^19.0.0' }, imports: { '@backoffice/ui': imports } },
  };
}

/**
 * A shell on the first host with config.json naming `remotes`, each served by a host of its own (its configured build
 * fits the shell); returns the hosts and the configured manifest URL of each remote.
 */
export async function serveTestShell(remotes: string[]): Promise<{ hosts: TestHosts; shellUrl: string; configured: Record<string, string> }> {
  const hosts = await serveTestHosts(remotes.length + 1);
  const [shellUrl, ...remoteOrigins] = hosts.origins;
  const configured = Object.fromEntries(remotes.map((name, i) => [name, `${remoteOrigins[i]}/mf-manifest.json`]));
  hosts.files.set(`${shellUrl}/config.json`, { apiBase: '/api/v1', remotes: configured });
  hosts.files.set(`${shellUrl}/shell-contracts.json`, TEST_SHELL_CONTRACTS);
  for (const name of remotes) hosts.files.set(configured[name], testManifest(name, '1.0.0'));
  return { hosts, shellUrl, configured };
}
