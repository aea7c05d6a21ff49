import { fetchProvidedChunks } from './shared-prefetch';
import { provideMuiParts } from './lazy-mui';
import { fetchManifestEarly, loadPlugin, refusalFor } from './load-plugin';

jest.mock('./shared-prefetch', () => ({ fetchProvidedChunks: jest.fn() }));
jest.mock('./lazy-mui', () => ({ provideMuiParts: jest.fn(async () => undefined) }));

const manifestUrl = 'http://localhost:4204/mf-manifest.json';
const manifestJson = {
  shared: [{ name: 'react' }, { name: '@mui/material/Rating' }],
  buildRecord: { name: 'ako', version: '1.0.0', needs: {}, imports: {}, startShared: { './AkoGenerator': ['@backoffice/ui/rich-text'] } },
};

describe('the shell plugin to the federation runtime', () => {
  it('hands the runtime a manifest fetched early, once; any other fetch is its own', async () => {
    const response = { json: async () => ({}) } as unknown as Response;
    global.fetch = jest.fn(async () => response) as unknown as typeof fetch;
    fetchManifestEarly(manifestUrl);
    fetchManifestEarly(manifestUrl);
    expect(fetch).toHaveBeenCalledTimes(1);
    const plugin = loadPlugin();
    await expect(plugin.fetch(manifestUrl)).resolves.toBe(response);
    // A second load of the same manifest (a Retry) fetches it afresh.
    expect(plugin.fetch(manifestUrl)).toBeUndefined();
    expect(plugin.fetch('http://localhost:4204/remoteEntry.1a2b3c4d.js')).toBeUndefined();
  });

  it('tries a failed early fetch once more when the runtime asks', async () => {
    const url = 'http://localhost:4203/mf-manifest.json';
    const response = { json: async () => ({}) } as unknown as Response;
    global.fetch = jest.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(response) as unknown as typeof fetch;
    fetchManifestEarly(url);
    await expect(loadPlugin().fetch(url)).resolves.toBe(response);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('lets a fitting build through, offers the MUI parts its manifest names, then starts its exposed module\'s shared chunks', async () => {
    const plugin = loadPlugin();
    const args = { manifestJson, manifestUrl, moduleInfo: { name: 'ako' } };
    await expect(plugin.loadRemoteSnapshot(args)).resolves.toBe(args);
    expect(refusalFor('ako')).toBeUndefined();
    expect(provideMuiParts).toHaveBeenCalledWith(['react', '@mui/material/Rating']);
    plugin.afterResolve({ remote: { name: 'ako' }, expose: './AkoGenerator' });
    expect(fetchProvidedChunks).toHaveBeenCalledWith(['@backoffice/ui/rich-text']);
    jest.mocked(fetchProvidedChunks).mockClear();
    plugin.afterResolve({ remote: { name: 'ako' }, expose: './Unknown' });
    plugin.afterResolve({ remote: { name: 'files' }, expose: './Files' });
    expect(fetchProvidedChunks).not.toHaveBeenCalled();
  });
});
