// Daily challenges through app.inject: tabs Visible / Inactive, 20 per page, the date filter, CRUD with the version,
// every required field with the spec's messages (help steps: at least one), signed-in only.
import { createTestApp, login, type TestApp } from '../../../test/helpers';
import { storedImage } from '../../../test/stored-images';

const NOW = new Date('2026-03-10T09:20:00.000Z');
let app: TestApp;
let token: string;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, auth = true) =>
  app.inject({ method, url: `/api/v1${url}`, headers: auth ? { 'x-access-token': token } : {}, ...(payload ? { payload } : {}) });

const challenge = (over: Record<string, unknown> = {}) => ({
  challengeId: 5001, challengeTitle: 'Ako z Ekstraklasy', challengeDescription: 'Trzy zdarzenia po kursie 1.50.', sportCategory: 1, sportName: 'Piłka nożna',
  countryIcon: 1, minimumStake: '10 zł', minimumOdds: '1.50', eventCount: '3', freebetValue: 12.5, categoryDescription: 'Wyzwanie dnia',
  dateFrom: '2026-03-11T06:00:00.000Z', dateTill: '2026-03-12T05:00:00.000Z', cardFrontImage: '/files/promotions/f.png', cardFrontAlt: 'Przód',
  cardBackImage: '/files/promotions/b.png', cardBackAlt: 'Tył', helpSteps: [{ step: 'Zbuduj kupon.' }, { step: 'Odbierz freebet.' }], ...over,
});

beforeAll(async () => {
  app = await createTestApp({ now: () => NOW });
  // The images the fixtures name, stored at their rules' sizes (a link to no stored file is refused).
  await storedImage(app, 'promotions/f.png', 'challengeCard');
  await storedImage(app, 'promotions/b.png', 'challengeCard');
  token = await login(app, 'viewer@example.com');
});
afterAll(() => app.close());

describe('daily challenges', () => {
  it('lists Visible and Inactive, 20 per page, by day', async () => {
    const visible = (await call('GET', '/dailyChallenges?status=active')).json().data;
    expect(visible).toMatchObject({ pageSize: 20, total: 20 });
    expect(visible.items).toHaveLength(20);
    expect((await call('GET', '/dailyChallenges?status=inactive')).json().data.total).toBe(4);
    const today = (await call('GET', '/dailyChallenges?status=active&date=today')).json().data.items;
    expect(today.map((c: { challengeTitle: string }) => c.challengeTitle)).toEqual(['Premier League: trzy typy']);
    expect(today[0].helpSteps).toHaveLength(3);
  });

  it('creates, edits with the version, deletes, with the default texts', async () => {
    const created = await call('POST', '/dailyChallenges', challenge());
    expect(created.json()).toMatchObject({ message: 'Daily challenge created successfully', data: { freebetValue: 12.5, helpSteps: [{ step: 'Zbuduj kupon.' }, { step: 'Odbierz freebet.' }] } });
    const { id, version } = created.json().data;
    const updated = await call('PUT', `/dailyChallenges/${id}`, { ...challenge({ helpSteps: [{ step: 'Odbierz freebet.' }, { step: 'Zbuduj kupon.' }], isActive: false }), version });
    expect(updated.json()).toMatchObject({ message: 'Daily challenge updated successfully', data: { helpSteps: [{ step: 'Odbierz freebet.' }, { step: 'Zbuduj kupon.' }] } });
    expect((await call('GET', '/dailyChallenges?status=inactive&date=tomorrow')).json().data.items.map((c: { id: number }) => c.id)).toEqual([id]);
    expect((await call('PUT', `/dailyChallenges/${id}`, { ...challenge(), version })).statusCode).toBe(409);
    expect((await call('DELETE', `/dailyChallenges/${id}`)).json().message).toBe('Daily challenge deleted successfully');
  });

  it('refuses missing required fields with the spec\'s messages', async () => {
    const empty = await call('POST', '/dailyChallenges', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errorMessages).toMatchObject({
      challengeId: ['Promo id is required!'], challengeTitle: ['Title is required!'], countryIcon: ['Country icon is required!'],
      challengeDescription: ['Description is required!'], sportCategory: ['please select sport'], sportName: ['Sport name is required!'],
      minimumStake: ['Minimum stake is required!'], eventCount: ['Event count is required!'], minimumOdds: ['Minimum odds is required!'],
      freebetValue: ['Freebet value is required!'], categoryDescription: ['Category description is required!'],
      cardFrontImage: ['Card front image is required!'], cardFrontAlt: ['Card front alt is required!'],
      cardBackImage: ['Card back image is required!'], cardBackAlt: ['Card back alt is required!'], helpSteps: ['must contain minimum 1 items!'],
    });
    expect([empty.json().errorMessages.dateFrom[0], empty.json().errorMessages.dateTill[0]]).toEqual(['From is required!', 'Till is required!']);
    expect((await call('POST', '/dailyChallenges', challenge({ helpSteps: [{ step: ' ' }] }))).json().errorMessages).toEqual({ 'helpSteps.0.step': ['Step is required!'] });
    expect((await call('POST', '/dailyChallenges', challenge({ sportCategory: 999 }))).json().errorMessages).toEqual({ sportCategory: ['please select sport'] });
    expect((await call('GET', '/dailyChallenges', undefined, false)).statusCode).toBe(401);
  });
});
