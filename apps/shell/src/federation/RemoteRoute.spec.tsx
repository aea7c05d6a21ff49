import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { reportRefusal } from './load-report';
import { RemoteRoute } from './RemoteRoute';
import { applyLiveTable, liveManifests, registerConfiguredRemotes, warmRemote } from './remotes';
import type { RuntimeConfig } from '@backoffice/api';

// The federation runtime is the boundary: jest cannot fetch remote entries.
const registered = [{ name: 'files', entry: 'http://localhost:4203/mf-manifest.json' }];
const removeRemote = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  getInstance: () => ({ options: { remotes: registered }, remoteHandler: { removeRemote } }),
}));
const mockedLoad = jest.mocked(loadRemote);
jest.mock('./load-report', () => ({ reportRefusal: jest.fn() }));
// What the shell's build provides (tools/webpack/build-record.js defines it in a real build).
Object.assign(globalThis, {
  __SHELL_CONTRACTS__: { versions: { '@backoffice/ui': '2.2.0', react: '19.2.7' }, exports: { '@backoffice/ui': ['Button'] } },
});

function Landing() {
  return <h1>Landing Pages</h1>;
}

describe('RemoteRoute', () => {
  beforeAll(() => {
    registerConfiguredRemotes({
      remotes: { landing: 'http://localhost:4202/mf-manifest.json', files: 'http://localhost:4203/mf-manifest.json' },
    } as unknown as RuntimeConfig);
  });
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the exposed module of the remote', async () => {
    mockedLoad.mockResolvedValueOnce({ default: Landing });
    render(<RemoteRoute target={{ remote: 'landing', expose: 'LandingPages' }} label="Landing Pages" />);
    expect(await screen.findByRole('heading', { name: 'Landing Pages' })).toBeInTheDocument();
    expect(mockedLoad).toHaveBeenCalledWith('landing/LandingPages');
  });

  it('shows the module-unavailable panel when the remote cannot load, and Retry loads it again', async () => {
    mockedLoad.mockRejectedValueOnce(new Error('remoteEntry.js 404'));
    render(<RemoteRoute target={{ remote: 'files', expose: 'Files' }} label="Files" />);
    expect(await screen.findByText('Module unavailable')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check your connection');

    mockedLoad.mockResolvedValueOnce({ default: () => <h1>File manager</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'File manager' })).toBeInTheDocument();
    // Retry registers the remote afresh, so the runtime fetches its entry again instead of replaying the failure,
    // and without `force`, which would log that the remote "is already registered".
    expect(removeRemote).toHaveBeenCalledWith(registered[0]);
    expect(registerRemotes).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'files' })]);
  });

  it('reports a crash inside a loaded module as a module failure with an error id, not a connection problem', async () => {
    let crash = true;
    mockedLoad.mockResolvedValueOnce({
      default: () => {
        if (crash) throw new Error('render crash');
        return <h1>Ako Generator</h1>;
      },
    });
    jest.mocked(registerRemotes).mockClear();
    mockedLoad.mockClear();
    render(<RemoteRoute target={{ remote: 'ako', expose: 'AkoGenerator' }} label="Ako Generator" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Module failed');
    expect(alert).not.toHaveTextContent('connection');
    const errorId = /E-[0-9A-Z]{6}/.exec(alert.textContent ?? '')?.[0];
    expect(errorId).toBeDefined();
    // The console report carries the same id, so support can find it.
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining(errorId as string), expect.any(Error), expect.anything());

    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Ako Generator' })).toBeInTheDocument();
    // The module itself loaded fine: Retry renders it again without touching the remote's registration.
    expect(registerRemotes).not.toHaveBeenCalled();
    expect(mockedLoad).toHaveBeenCalledTimes(1);
  });
});

describe('RemoteRoute with a build that does not fit the shell', () => {
  it('refuses it before its code runs: the panel names the library and version, with an error id, and reports it', async () => {
    type Hook = (args: object) => Promise<object>;
    const plugin = (jest.mocked(registerPlugins).mock.calls[0][0] as unknown as Array<{ loadRemoteSnapshot: Hook }>)[0];
    const manifestJson = {
      buildRecord: { name: 'landing', version: '1.8.0', commit: 'abc', builtAt: '', needs: { '@backoffice/ui': '^2.3.0' }, imports: { '@backoffice/ui': ['Button', 'Carousel'] } },
    };
    // The runtime runs the hook with the manifest it fetched; a refusal fails the load before remoteEntry.js.
    mockedLoad.mockImplementationOnce(async () => {
      await plugin.loadRemoteSnapshot({ manifestJson, manifestUrl: 'http://localhost:4202/mf-manifest.json', moduleInfo: { name: 'landing' } });
      return { default: () => <h1>Should not render</h1> };
    });
    render(<RemoteRoute target={{ remote: 'landing', expose: 'Refused' }} label="Landing Pages" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Module unavailable');
    expect(alert).toHaveTextContent('landing 1.8.0 needs @backoffice/ui ≥ 2.3, this shell has 2.2.0 — release the shell first');
    expect(alert).toHaveTextContent("landing 1.8.0 uses Carousel from @backoffice/ui, which this shell's @backoffice/ui 2.2.0 does not export");
    const errorId = /E-[0-9A-Z]{6}/.exec(alert.textContent ?? '')?.[0];
    expect(reportRefusal).toHaveBeenCalledWith('landing', expect.objectContaining({ reasons: expect.any(Array) }), errorId);
    expect(screen.queryByRole('heading', { name: 'Should not render' })).not.toBeInTheDocument();
  });

  it('lets a build that fits through the same check', async () => {
    const plugin = (jest.mocked(registerPlugins).mock.calls[0][0] as unknown as Array<{ loadRemoteSnapshot: (a: object) => Promise<object> }>)[0];
    const manifestJson = { buildRecord: { name: 'landing', version: '1.9.0', commit: 'abc', builtAt: '', needs: { '@backoffice/ui': '^2.1.0' }, imports: { '@backoffice/ui': ['Button'] } } };
    mockedLoad.mockImplementationOnce(async () => {
      await plugin.loadRemoteSnapshot({ manifestJson, manifestUrl: 'http://localhost:4202/mf-manifest.json', moduleInfo: { name: 'landing' } });
      return { default: () => <h1>Fits</h1> };
    });
    render(<RemoteRoute target={{ remote: 'landing', expose: 'Fits' }} label="Landing Pages" />);
    expect(await screen.findByRole('heading', { name: 'Fits' })).toBeInTheDocument();
  });
});

describe('RemoteRoute with a warmed module', () => {
  it('paints at once, without the loading bar', async () => {
    mockedLoad.mockResolvedValueOnce({ default: () => <h1>Ready</h1> });
    await warmRemote({ remote: 'landing', expose: 'Ready' });
    render(<RemoteRoute target={{ remote: 'landing', expose: 'Ready' }} label="Ready" />);
    expect(screen.getByRole('heading', { name: 'Ready' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the loading bar for a module not fetched yet', async () => {
    mockedLoad.mockResolvedValueOnce({ default: () => <h1>Later</h1> });
    render(<RemoteRoute target={{ remote: 'landing', expose: 'Later' }} label="Later" />);
    expect(screen.getByRole('progressbar', { name: 'Loading Later' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Later' })).toBeInTheDocument();
  });
});

describe('the live remotes table', () => {
  it('switches a remote that already ran here by reloading at this navigation; an unchanged table does nothing', () => {
    const reload = jest.fn();
    applyLiveTable({ files: 'http://localhost:4203/mf-manifest.json' }, reload);
    expect(reload).not.toHaveBeenCalled();
    applyLiveTable({ files: 'http://localhost:4203/releases/1.0.1/mf-manifest.json' }, reload);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(liveManifests().files).toBe('http://localhost:4203/releases/1.0.1/mf-manifest.json');
    // A remote the table no longer lists falls back to config.json's URL.
    applyLiveTable({}, reload);
    expect(liveManifests().files).toBe('http://localhost:4203/mf-manifest.json');
  });
});
