import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteRoute } from './RemoteRoute';
import { registerConfiguredRemotes, warmRemote } from './remotes';
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
