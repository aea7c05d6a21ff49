import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTest, signInForTest } from '@backoffice/auth/testing';
import { setRuntimeConfig } from '@backoffice/api';
import DailyChallenges from './index';
import { mockModuleApi, renderInApp } from '@backoffice/ui/testing';

jest.setTimeout(40_000);

const row = (id: number) => ({
  id, challengeId: 4100 + id, challengeTitle: `Wyzwanie ${id}`, challengeDescription: 'Trzy zdarzenia po kursie 1.50.', sportCategory: 1, sportName: 'Piłka nożna',
  countryIcon: 1, minimumStake: '10 zł', minimumOdds: '1.50', eventCount: '3', freebetValue: 10, categoryDescription: 'Wyzwanie dnia',
  dateFrom: '2026-11-01T10:00:00.000Z', dateTill: '2026-11-02T09:30:00.000Z', isActive: true, cardFrontImage: '/files/promotions/f.png', cardFrontAlt: 'Przód',
  cardBackImage: '/files/promotions/b.png', cardBackAlt: 'Tył', sortOrder: 1, helpTitle: '', helpSubtitle: '', helpButtonText: '',
  helpSteps: [{ step: 'Zbuduj kupon.' }, { step: 'Odbierz freebet.' }], status: 'active', version: 2, createdAt: '', updatedAt: '',
});

const renderAt = (path: string) => renderInApp(<DailyChallenges />, path);

beforeEach(() => {
  setRuntimeConfig({ apiBase: '/api/v1', contentApiBase: '/api' });
  signInForTest({ permissions: [] });
});
afterEach(() => resetSessionForTest());

describe('daily challenges', () => {
  it('lists with the spec\'s tabs, columns, dates day.month.year as everywhere, 20 per page and the date filter; links keep the search', async () => {
    const calls = mockModuleApi([row(1)]);
    renderAt('/?search=Wyz');
    expect(await screen.findByText('Wyzwanie 1')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Visible', 'Inactive']);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['No.', 'Name', 'Description', 'From Date', 'Till Date', 'Actions']);
    // The list's own page (the other tab is only counted for the "Also found" hint).
    expect(calls.map((c) => c.url)).toContain('/api/v1/dailyChallenges?status=active&search=Wyz&sort=dateFrom&order=desc&page=1&pageSize=20');
    expect(screen.getByRole('group', { name: 'Date filter' })).toBeInTheDocument();
    const first = screen.getByRole('row', { name: /Wyzwanie 1/ });
    expect(within(first).getByText(/^01\.11\.2026 \d\d:00$/)).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Edit Wyzwanie 1' })).toHaveAttribute('href', '/edit/1?search=Wyz');
    expect(within(first).getByRole('link', { name: 'Clone Wyzwanie 1' })).toHaveAttribute('href', '/clone/1?search=Wyz');
    expect(within(first).getByRole('button', { name: 'Delete Wyzwanie 1' })).toBeInTheDocument();
  });

  it('clones with the steps in order under "Create daily challenge", and shows the required messages', async () => {
    const calls = mockModuleApi([row(1)]);
    renderAt('/clone/1');
    expect(await screen.findByRole('heading', { name: 'Create daily challenge' }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Step 1/)).toHaveValue('Zbuduj kupon.');
    await userEvent.click(screen.getByRole('button', { name: 'Move Step 2 up' }));
    expect(screen.getByLabelText(/^Step 1/)).toHaveValue('Odbierz freebet.');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')).toBeDefined());
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ challengeTitle: 'Wyzwanie 1', helpSteps: [{ step: 'Odbierz freebet.' }, { step: 'Zbuduj kupon.' }] });
  });

  it('stays on the form after an update, as every module does, with the picker in day.month.year', async () => {
    const calls = mockModuleApi([row(1)]);
    renderAt('/edit/1?search=Wyz');
    expect(await screen.findByRole('heading', { name: 'Edit daily challenge' }, { timeout: 20_000 })).toBeInTheDocument();
    const from = screen.getByRole('group', { name: /^From/ });
    expect(within(from).getAllByRole('spinbutton').map((s) => s.getAttribute('aria-label')).slice(0, 3)).toEqual(['Day', 'Month', 'Year']);
    await userEvent.clear(screen.getByLabelText(/^Freebet value/));
    await userEvent.type(screen.getByLabelText(/^Freebet value/), '20');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')).toBeDefined());
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/v1/dailyChallenges/1' && c.method === 'GET').length).toBeGreaterThan(1));
    // A return to the list would show its tabs within a moment.
    await expect(screen.findByRole('tab', { name: 'Visible' }, { timeout: 2_000 })).rejects.toThrow();
    expect(screen.getByRole('heading', { name: 'Edit daily challenge' })).toBeInTheDocument();
  });

  it('shows the required messages of an empty form', async () => {
    mockModuleApi([]);
    renderAt('/create');
    expect(await screen.findByRole('heading', { name: 'Create daily challenge' }, { timeout: 20_000 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    for (const message of ['Promo id is required!', 'Title is required!', 'please select sport', 'Freebet value is required!', 'Step is required!', 'Card front alt is required!']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
  });
});
