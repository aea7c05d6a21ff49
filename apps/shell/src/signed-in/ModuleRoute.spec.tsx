import { render, screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { ModuleRoute } from './ModuleRoute';
import { warmModule } from './loaded-modules';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

describe('ModuleRoute', () => {
  it('paints a warmed module at once, without the loading bar', async () => {
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: () => <h1>Landing Pages</h1> });
    await warmModule({ remote: 'landing', expose: 'LandingPages' });
    render(<ModuleRoute target={{ remote: 'landing', expose: 'LandingPages' }} label="Landing Pages" />);
    expect(screen.getByRole('heading', { name: 'Landing Pages' })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('loads a module not fetched yet behind the loading bar', async () => {
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: () => <h1>Files</h1> });
    render(<ModuleRoute target={{ remote: 'files', expose: 'Files' }} label="Files" />);
    expect(screen.getByRole('progressbar', { name: 'Loading Files' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Files' })).toBeInTheDocument();
  });

  it('contains a crash of a warmed module to its area, with Retry', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const Crashing = () => {
      throw new Error('render crash');
    };
    jest.mocked(loadRemote).mockResolvedValueOnce({ default: Crashing });
    await warmModule({ remote: 'ako', expose: 'AkoGenerator' });
    render(<ModuleRoute target={{ remote: 'ako', expose: 'AkoGenerator' }} label="Ako Generator" />);
    expect(screen.getByText('Module unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    spy.mockRestore();
  });
});
