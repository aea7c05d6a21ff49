// The 20 largest Polish retail banks, each with the 4-digit bank codes that open its NRB
// account numbers (digits 3–6), so a payout message can name the accounts it concerns.
// Source of the codes: NBP, "Wykaz numerów rozliczeniowych banków" (ewidencja numerów banków, nbp.pl). Codes of banks
// merged into a listed one stay with it: their customers keep their account numbers (Kredyt Bank → Santander,
// Euro Bank → Millennium, BGŻ and Raiffeisen Polbank → BNP Paribas, Idea Bank → Pekao).

export interface Bank {
  id: string;
  bankName: string;
  /** Translation key of the bank's transfer-session hours, shown with its payout message on the site. */
  bankWorkHoursInfo: string;
  /** First four digits of the 8-digit settlement number (numer rozliczeniowy) in the bank's NRB numbers. */
  bankNumber: readonly string[];
}

const bank = (id: string, bankName: string, ...bankNumber: string[]): Bank => ({ id, bankName, bankWorkHoursInfo: `bankWorkHoursInfo.${id}`, bankNumber });

export const BANKS: readonly Bank[] = [
  bank('pko', 'PKO Bank Polski', '1020'),
  bank('pekao', 'Bank Pekao', '1240', '1950'),
  bank('santander', 'Santander Bank Polska', '1090', '1500'),
  bank('ing', 'ING Bank Śląski', '1050'),
  bank('mbank', 'mBank', '1140'),
  bank('millennium', 'Bank Millennium', '1160', '1470'),
  bank('bnp-paribas', 'BNP Paribas Bank Polska', '1600', '2030', '1750'),
  bank('alior', 'Alior Bank', '2490'),
  bank('credit-agricole', 'Credit Agricole Bank Polska', '1940'),
  bank('citi-handlowy', 'Citi Handlowy', '1030'),
  bank('velobank', 'VeloBank', '1560'),
  bank('santander-consumer', 'Santander Consumer Bank', '2120'),
  bank('pocztowy', 'Bank Pocztowy', '1320'),
  bank('bos', 'BOŚ Bank', '1540'),
  bank('nest', 'Nest Bank', '1870'),
  bank('bps', 'Bank Polskiej Spółdzielczości', '1930'),
  bank('sgb', 'SGB-Bank', '1610'),
  bank('plus', 'Plus Bank', '1680'),
  bank('toyota', 'Toyota Bank Polska', '2160'),
  bank('revolut', 'Revolut Bank UAB Oddział w Polsce', '3250'),
];

export const BANK_IDS = BANKS.map((b) => b.id) as [string, ...string[]];

/** The bank of an id, e.g. bankById('pko')?.bankName → "PKO Bank Polski". */
export function bankById(id: string | null | undefined): Bank | undefined {
  return BANKS.find((b) => b.id === id);
}
