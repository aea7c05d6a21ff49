import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import Translations from './index';
import { listReply, mockFetch, renderInApp, type FetchCall } from '@backoffice/ui/testing';

jest.setTimeout(30_000);

const row = (id: number, key: string, pl_value: string, en_value: string | null, uk_value: string | null) => ({
  id, namespace: 'app', key, pl_value, en_value, uk_value, version: 3, createdAt: '', updatedAt: '',
});

/** A list page of `items` for any GET; a write answers `answer(call)`. */
const stub = (items: unknown[], answer: (call: FetchCall) => unknown = () => ({ data: {} })) =>
  mockFetch((call) => (call.method === 'GET' ? listReply(items, { pageSize: 25 }) : { body: answer(call) }));

const renderAt = (path: string) => renderInApp(<Translations />, path);

const ALL = ['apptranslation.index', 'apptranslation.create', 'apptranslation.update', 'apptranslation.read'];

beforeEach(() => setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' }));
afterEach(() => resetSessionForTest());

describe('translations', () => {
  it('lists keys with the three languages, marks missing values, tabs per group', async () => {
    signInForTest({ permissions: ALL });
    const calls = stub([row(1, 'betslip.title', 'Kupon', 'Bet slip', null)]);
    renderAt('/');
    expect(await screen.findByRole('row', { name: /betslip\.title/ })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['#', 'Key', 'Polish', 'English', 'Ukrainian', 'Actions']);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['App texts', 'Fields', 'Offers']);
    expect(within(screen.getByRole('row', { name: /betslip.title/ })).getByText('missing')).toBeInTheDocument();
    expect(calls[0].url).toBe('/api/v1/app-translations?status=app&sort=key&order=asc&page=1&pageSize=25');
    expect(screen.getByRole('link', { name: 'Add Translation' })).toHaveAttribute('href', '/add');
    expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
  });

  it('edits a row in place: Enter saves the values with the version, Escape cancels', async () => {
    signInForTest({ permissions: ALL });
    const calls = stub([row(1, 'betslip.title', 'Kupon', 'Bet slip', null)], (call) => ({ data: { ...row(1, 'betslip.title', 'Kupon', 'Bet slip', 'Купон'), version: 4 }, message: 'Translation updated successfully', call }));
    renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit inline betslip.title' }));
    const polish = screen.getByLabelText('Polish value');
    expect(polish).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByLabelText('Polish value')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit inline betslip.title' }));
    await userEvent.type(screen.getByLabelText('Ukrainian value'), 'Купон{Enter}');
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ url: '/api/v1/app-translations/1', body: { pl_value: 'Kupon', en_value: 'Bet slip', uk_value: 'Купон', version: 3 } });
    await waitFor(() => expect(screen.queryByLabelText('Ukrainian value')).not.toBeInTheDocument());
  });

  it('refuses an emptied Polish value in place with the spec message', async () => {
    signInForTest({ permissions: ALL });
    const calls = stub([row(1, 'betslip.title', 'Kupon', null, null)]);
    renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit inline betslip.title' }));
    await userEvent.clear(screen.getByLabelText('Polish value'));
    await userEvent.click(screen.getByRole('button', { name: 'Save betslip.title' }));
    expect(await screen.findByText('Polish value is required!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('shows a read-only list to a viewer: no add, edit or import', async () => {
    signInForTest({ permissions: ['apptranslation.index', 'apptranslation.read'] });
    stub([row(1, 'betslip.title', 'Kupon', null, null)]);
    renderAt('/');
    expect(await screen.findByRole('row', { name: /betslip\.title/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Translation' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit inline betslip.title' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete betslip.title' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View betslip.title' })).toHaveAttribute('href', '/view/1');
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });

  it('deletes a mistyped key after a confirmation', async () => {
    signInForTest({ permissions: [...ALL, 'apptranslation.delete'] });
    const calls = stub([row(7, 'acount.bonuses', 'Bonusy', null, null)], () => ({ data: null, message: 'Translation deleted successfully' }));
    renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete acount.bonuses' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this translation?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'DELETE')?.url).toMatch(/^\/api\/v1\/app-translations\/7(\?|$)/));
  });

  it('wraps a key only after its dots, never inside a part (not "accoun t.bonu ses")', async () => {
    signInForTest({ permissions: ALL });
    stub([row(1, 'account.bonuses.welcomeBonusDescription', 'Opis', null, null)]);
    renderAt('/');
    const parts = (await screen.findAllByText(/^(account|bonuses|welcomeBonusDescription)$/)).filter((el) => el.hasAttribute('data-key-part'));
    expect(parts.map((el) => el.textContent)).toEqual(['account', 'bonuses', 'welcomeBonusDescription']);
    for (const part of parts) expect(getComputedStyle(part).whiteSpace).toBe('nowrap');
    const code = parts[0].closest('code') as HTMLElement;
    expect(code.textContent).toBe('account.bonuses.welcomeBonusDescription');
    expect(code.querySelectorAll('wbr')).toHaveLength(2);
    expect(getComputedStyle(code).wordBreak).not.toBe('break-all');
  });

  it('previews an import file and applies it with the preview id', async () => {
    signInForTest({ permissions: ALL });
    const preview = {
      language: 'en', previewId: 'a'.repeat(64), counts: { added: 1, changed: 1, unchanged: 5, skipped: 0 },
      changes: [
        { namespace: 'app', key: 'betslip.title', kind: 'changed', before: 'Bet slip', after: 'Betslip' },
        { namespace: 'app', key: 'betslip.tax', kind: 'added', before: null, after: 'Tax' },
      ],
    };
    const calls = stub([], (call) => ({ data: preview, ...(call.url.endsWith('/import') ? { message: 'Translations imported: 1 added, 1 changed' } : {}) }));
    renderAt('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import translations' });
    expect(within(dialog).getByRole('button', { name: 'Choose file' })).toBeInTheDocument();
    // Words staff use, not the type's name (the label read "ContentLanguage").
    expect(within(dialog).getByLabelText('Language')).toBeInTheDocument();
    expect(within(dialog).queryByText('ContentLanguage')).not.toBeInTheDocument();
    const file = new File([JSON.stringify({ app: { betslip: { title: 'Betslip', tax: 'Tax' } } })], 'en.json', { type: 'application/json' });
    await userEvent.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
    expect(await within(dialog).findByText('Changed: 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Added: 1')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/import/preview'))?.body).toEqual({ language: 'en', resources: { app: { betslip: { title: 'Betslip', tax: 'Tax' } } } });
    expect(within(dialog).getByRole('row', { name: /app:betslip.title/ })).toHaveTextContent('Betslip');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply import' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/import'))?.body).toMatchObject({ language: 'en', previewId: preview.previewId }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the required messages of the add form', async () => {
    signInForTest({ permissions: ALL });
    stub([]);
    renderAt('/add');
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 15_000 }));
    for (const message of ['Key is required!', 'Polish value is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });
});
