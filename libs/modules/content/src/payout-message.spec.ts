import * as v from 'valibot';
import { BANKS, bankById } from '@backoffice/validation';
import { issuesToErrorMessages } from '@backoffice/validation';
import { payoutMessageSchema } from './payout-message';

const errors = (input: unknown) => {
  const result = v.safeParse(payoutMessageSchema, input);
  return result.success ? {} : issuesToErrorMessages(result.issues);
};

describe('the bank list', () => {
  it('holds 20 banks with unique ids, a work-hours key and 4-digit NRB codes used by one bank only', () => {
    expect(BANKS).toHaveLength(20);
    expect(new Set(BANKS.map((b) => b.id)).size).toBe(20);
    const codes = BANKS.flatMap((b) => b.bankNumber);
    expect(codes.every((c) => /^\d{4}$/.test(c))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(BANKS.every((b) => b.bankWorkHoursInfo === `bankWorkHoursInfo.${b.id}`)).toBe(true);
    expect(bankById('pko')?.bankNumber).toEqual(['1020']);
    expect(bankById('nope')).toBeUndefined();
  });
});

describe('payout message schema', () => {
  it('needs the text and the bank', () => {
    expect(errors({})).toEqual({ message: ['Text is required!'], bankId: ['please select bank'] });
    expect(errors({ message: '   ', bankId: 'nope' })).toEqual({ message: ['Text is required!'], bankId: ['please select bank'] });
  });

  it('accepts a message with a bank, active by default, and a window whose end follows its start', () => {
    expect(v.parse(payoutMessageSchema, { message: 'Tekst', bankId: 'pko' })).toEqual({ message: 'Tekst', bankId: 'pko', isActive: true });
    expect(errors({ message: 'Tekst', bankId: 'pko', startDate: '2026-12-02T10:00:00.000Z', tillDate: '2026-12-01T10:00:00.000Z' })).toEqual({
      tillDate: ['must be after the start date!'],
    });
    expect(errors({ message: 'x'.repeat(1001), bankId: 'pko' })).toEqual({ message: ['must be shorter than 1001 characters!'] });
  });
});
