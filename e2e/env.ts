// Where the stack under test listens (set by tools/e2e.mjs) and how Chromium must start on this machine.
export const ports: Record<'shell' | 'content' | 'landing' | 'files' | 'ako' | 'api', number> = JSON.parse(
  process.env.E2E_PORTS ?? '{"shell":4200,"content":4201,"landing":4202,"files":4203,"ako":4204,"api":3333}',
);

export const distDir = process.env.E2E_DIST ?? 'dist/apps';

// Without the networking flags Chromium floods the closed network with refused connections.
export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];
