import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RemoteRoute } from './RemoteRoute';
import { registerConfiguredRemotes, warmRemote } from './remotes';
import type { RuntimeConfig } from '@backoffice/api';

// The federation runtime is the boundary: jest cannot fetch remote entries.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
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

    mockedLoad.mockResolvedValueOnce({ default: () => <h1>File manager</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'File manager' })).toBeInTheDocument();
    // Retry re-registers the remote, so the runtime fetches its entry again instead of replaying the failure.
    expect(registerRemotes).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'files' })], { force: true });
  });

  it('contains a crash inside a remote module to its area', async () => {
    mockedLoad.mockResolvedValueOnce({
      default: () => {
        throw new Error('render crash');
      },
    });
    render(<RemoteRoute target={{ remote: 'ako', expose: 'AkoGenerator' }} label="Ako Generator" />);
    expect(await screen.findByText('Module unavailable')).toBeInTheDocument();
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
