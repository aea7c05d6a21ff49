import * as v from 'valibot';
import { MESSAGE_TEXTS, audienceIds, audienceText, messageSchema, messagesModule } from './message';
import { parsePlayerIds, playerIdsSummary } from '@backoffice/validation';

const valid = {
  messageName: 'Bonus weekendowy',
  sendToAll: true,
  isActive: true,
  dateTill: '2026-12-31T22:00:00.000Z',
  pl_title: 'Bonus 50 zł na weekend',
  pl_imageAltText: 'Bonus weekendowy',
  pl_isReadyHtml: false,
  pl_description: 'Postaw kupon za 100 zł i odbierz freebet.',
};

const errorsOf = (input: object) => {
  const result = v.safeParse(messageSchema, input);
  return result.success ? {} : v.flatten<typeof messageSchema>(result.issues).nested;
};

describe('message schema', () => {
  it('accepts a Polish message to every player, with defaults', () => {
    expect(errorsOf(valid)).toEqual({});
    const parsed = v.parse(messageSchema, valid);
    expect(parsed).toMatchObject({ addManually: false, includedExcludedUsers: [], en_isReadyHtml: false, iconId: '' });
  });

  it('requires name, send-to-all and the Polish title, alt, description and HTML flag', () => {
    expect(errorsOf({ isActive: false })).toEqual({
      messageName: ['Name is required!'],
      sendToAll: ['Send to all is required!'],
      pl_title: ['Title is required!'],
      pl_imageAltText: ['Image alt is required!'],
      pl_isReadyHtml: ['HTML flag is required!'],
      pl_description: ['Description is required!'],
    });
  });

  it('asks for users when not sending to all, and for the typed ones when adding manually', () => {
    expect(errorsOf({ ...valid, sendToAll: false })).toEqual({ includedExcludedUsers: [MESSAGE_TEXTS.usersRequired] });
    expect(errorsOf({ ...valid, sendToAll: false, includedExcludedUsers: ['1001'] })).toEqual({});
    expect(errorsOf({ ...valid, sendToAll: false, addManually: true })).toEqual({ includedExcludedUsersStr: [MESSAGE_TEXTS.manualUsersRequired] });
    expect(errorsOf({ ...valid, sendToAll: true, addManually: true, includedExcludedUsersStr: ' ' })).toEqual({ includedExcludedUsersStr: [MESSAGE_TEXTS.manualUsersRequired] });
    expect(errorsOf({ ...valid, sendToAll: false, addManually: true, includedExcludedUsersStr: '1001, 1002' })).toEqual({});
    expect(errorsOf({ ...valid, addManually: true, includedExcludedUsersStr: '1001, Kowalski' })).toEqual({ includedExcludedUsersStr: ['must be a valid list of player ids!'] });
    expect(errorsOf({ ...valid, includedExcludedUsers: ['abc'] })).toEqual({ includedExcludedUsers: ['must be a valid list of player ids!'] });
  });

  it('needs a till date while active, after the from date', () => {
    expect(errorsOf({ ...valid, dateTill: null })).toEqual({ dateTill: [MESSAGE_TEXTS.tillRequired] });
    expect(errorsOf({ ...valid, dateTill: '' })).toEqual({ dateTill: ['If active is true then till date is required!'] });
    expect(errorsOf({ ...valid, isActive: false, dateTill: null })).toEqual({});
    expect(errorsOf({ ...valid, dateFrom: '2027-01-01T00:00:00.000Z' })).toEqual({ dateTill: ['must be after the start date!'] });
  });

  it('takes an optional language whole, and a button with its text and link', () => {
    expect(errorsOf({ ...valid, en_title: 'Weekend bonus' })).toEqual({ en_imageAltText: ['English image alt is required!'], en_description: ['English description is required!'] });
    expect(errorsOf({ ...valid, uk_title: 'Бонус', uk_imageAltText: 'Бонус', uk_description: 'Опис' })).toEqual({});
    expect(errorsOf({ ...valid, pl_primaryButtonText: 'Odbierz' })).toEqual({ pl_primaryButtonLink: ['Button link is required!'] });
    expect(errorsOf({ ...valid, pl_primaryButtonText: 'Odbierz', pl_primaryButtonLink: 'javascript:alert(1)' })).toEqual({ pl_primaryButtonLink: ['must be a valid url!'] });
    expect(errorsOf({ ...valid, pl_primaryButtonText: 'Odbierz', pl_primaryButtonLink: '/promocje/weekend' })).toEqual({});
    expect(errorsOf({ ...valid, pl_imageUrl: 'javascript:alert(1)' })).toEqual({ pl_imageUrl: ['must be a valid file link!'] });
  });

  it('refuses unknown fields, bad icons and promotion ids', () => {
    expect(v.safeParse(messageSchema, { ...valid, plTitle: 'x' }).success).toBe(false);
    expect(errorsOf({ ...valid, iconId: 'skull' })).toEqual({ iconId: ['please select icon'] });
    expect(errorsOf({ ...valid, promotionId: 'abc' })).toEqual({ promotionId: ['must be a valid id!'] });
  });

  it('is the messages module guarded by the message group', () => {
    expect(messagesModule).toMatchObject({ name: 'messages', access: { group: 'message' }, api: { base: 'admin', path: 'messages' } });
  });
});

describe('player ids (users file and manual box)', () => {
  it('reads CSV and TXT exports with an optional header, distinct, in order', () => {
    expect(parsePlayerIds('playerId\r\n1001\r\n1002\r\n1001\r\n')).toEqual(['1001', '1002']);
    expect(parsePlayerIds('\uFEFF"1001";"1002" 1003,1004')).toEqual(['1001', '1002', '1003', '1004']);
  });

  it('refuses anything that is not a list of ids', () => {
    for (const text of ['', 'id\n', '1001\nJan Kowalski', '0', '-5', '12.5', '%PDF-1.4']) expect(parsePlayerIds(text)).toBeNull();
  });

  it('summarises a list as a count and the first ids', () => {
    expect(playerIdsSummary(['1'])).toBe('1 user: 1');
    expect(playerIdsSummary(['1', '2', '3', '4', '5', '6', '7'])).toBe('7 users: 1, 2, 3, 4, 5, …');
  });

  it('names the audience: the typed ids when adding manually, else the file', () => {
    expect(audienceIds({ addManually: true, includedExcludedUsersStr: '1 2', includedExcludedUsers: ['9'] })).toEqual(['1', '2']);
    expect(audienceText({ sendToAll: true, includedExcludedUsers: [] })).toBe('All players');
    expect(audienceText({ sendToAll: true, includedExcludedUsers: ['9'] })).toBe('All players except 1 player');
    expect(audienceText({ sendToAll: false, includedExcludedUsers: ['9', '8'] })).toBe('2 players');
  });
});
