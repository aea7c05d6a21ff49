// v1/payout-messages on the resource engine: tabs all / expired derived from tillDate; each record answers with its
// bank's name and NRB codes, looked up in the built-in bank list (one table, libs/validation).
import { BANKS } from '@backoffice/validation';
import { payoutMessagesModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
// The bank list as SQL rows, built from the constant (never from a request), so lists and records carry the names.
const bankRows = BANKS.map((b) => `(${literal(b.id)}, ${literal(b.bankName)}, ${literal(JSON.stringify(b.bankNumber))}::jsonb)`).join(', ');
const bank = (column: 'name' | 'numbers') => `(SELECT b.${column} FROM (VALUES ${bankRows}) AS b(id, name, numbers) WHERE b.id = t.bank_id)`;

const hour = 3600_000;
const day = 24 * hour;
const TEXTS: [string, string][] = [
  ['pko', 'Wypłaty do PKO BP księgujemy w sesjach Elixir: 9:30, 13:30 i 16:30 w dni robocze.'],
  ['pekao', 'Przelewy do Banku Pekao mogą dotrzeć z opóźnieniem do 2 godzin z powodu prac serwisowych banku.'],
  ['mbank', 'mBank: wypłaty zlecone po 16:00 zaksięgujemy następnego dnia roboczego.'],
  ['ing', 'ING Bank Śląski: w nocy z soboty na niedzielę bank prowadzi prace techniczne, wypłaty mogą się opóźnić.'],
  ['santander', 'Santander Bank Polska przyjmuje wypłaty BLIK na telefon w ciągu kilku minut.'],
  ['millennium', 'Bank Millennium: przelewy natychmiastowe Express Elixir do 5000 zł.'],
  ['alior', 'Alior Bank: w weekend wypłaty realizujemy wyłącznie przelewem natychmiastowym.'],
  ['bnp-paribas', 'BNP Paribas: przerwa techniczna w niedzielę w godzinach 0:00–6:00.'],
  ['credit-agricole', 'Credit Agricole: wypłaty księgowane są w trzech sesjach Elixir.'],
  ['velobank', 'VeloBank: przelewy przychodzące księgowane na bieżąco w dni robocze.'],
  ['citi-handlowy', 'Citi Handlowy: konta przenoszone do VeloBanku zachowują dotychczasowe numery rachunków.'],
  ['revolut', 'Revolut: wypłaty na polskie rachunki Revolut (PL…3250) realizujemy przelewem Elixir.'],
];

export const payoutMessagesResource = defineResource({
  module: payoutMessagesModule,
  table: 'payout_messages',
  columns: `t.*, ${bank('name')} AS bank_name, coalesce(${bank('numbers')}, '[]'::jsonb) AS bank_number`,
  recordFields: { bankName: { type: ['string', 'null'], description: 'The bank of the message' }, bankNumber: { type: 'array', items: { type: 'string' }, description: 'The bank\'s numbers' } },
  searchFields: ['message'],
  // The message itself names the record in the home schedule and the file manager's warnings (no title field).
  nameField: 'message',
  status: { active: 'isActive', startsAt: 'startDate', endsAt: 'tillDate' },
  userColumns: true,
  demo: (now) =>
    TEXTS.map(([bankId, message], i) => ({
      message,
      bankId,
      isActive: i % 5 !== 4,
      startDate: new Date(now.getTime() - (20 - i) * day).toISOString(),
      // The last three ended already, so the Expired tab has rows.
      tillDate: new Date(now.getTime() + (i >= TEXTS.length - 3 ? -(i - 8) * day : (30 + i) * day)).toISOString(),
    })),
});
