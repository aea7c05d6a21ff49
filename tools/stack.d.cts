// Types of tools/stack.cjs for the TypeScript e2e suites.
export type Ports = Record<'shell' | 'content' | 'landing' | 'files' | 'ako' | 'api', number>;
export interface Served { port: number; close(): Promise<void> }
export const root: string;
export const defaultPorts: Ports;
export const remoteProjects: Record<string, string>;
export const devRemotePorts: Record<string, number>;
/** allowOrigin: the shell's origin, the only one a remote's host answers with Access-Control-Allow-Origin. */
export function serveApp(options: { dir: string; port: number; spa?: boolean; config?: object; apiTarget?: string; apiOrigin?: string; releasesDir?: string; allowOrigin?: string }): Promise<Served>;
/** The shell's Content-Security-Policy for a config.json and the API's public origin. */
export function contentSecurityPolicy(config: object, apiOrigin?: string): string;
/** False for request paths with dot segments (also encoded) or backslashes. */
export function isNormalPath(rawUrl: string): boolean;
export function shellConfig(ports: Ports, overrides?: object): object;
export function serveStack(ports?: Ports, options?: { apiTarget?: string; config?: object; distDir?: string }): Promise<{ servers: Record<string, Served>; stop(): Promise<unknown> }>;
export function portsWithOffset(offset?: number): Ports;
export function startApi(options: { port: number; dataDir: string; env?: Record<string, string>; cwd?: string }): Promise<{ pid: number; stop(): Promise<unknown> }>;
