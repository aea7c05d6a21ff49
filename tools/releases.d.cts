export function publishRemote(options: { distDir: string; project: string; as?: string; force?: boolean; edit?: (dir: string) => void; source?: string }): { version: string; dir: string; url: string };
export function releasesDirOf(distDir: string): string;
