// v1/regulations on the resource engine: tabs active / inactive from isActive, search by name and titles, and every
// new or changed PDF link checked by the file's own bytes (%PDF-) in the store before it is saved.
import { FILE_FOLDERS } from '@backoffice/validation';
import { REGULATION_FILE_FIELDS, regulationsModule, type RegulationInput } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';
import { publicUrlOf } from '../files/storage/storage-for-app';
import { checkRegulationPdfs } from './pdf-check';

// name, type, Polish title, file name, English title?, Ukrainian title?
const REGULATIONS: [string, RegulationInput['type'], string, string, string?, string?][] = [
  ['Regulamin serwisu', 'general-terms', 'Regulamin świadczenia usług drogą elektroniczną', 'regulamin-serwisu', 'Terms of Service', 'Умови користування'],
  ['Regulamin zakładów wzajemnych', 'betting-rules', 'Regulamin zakładów wzajemnych', 'regulamin-zakladow', 'Betting Rules', 'Правила ставок'],
  ['Zasady rozliczania zakładów', 'betting-rules', 'Zasady rozliczania zakładów sportowych', 'zasady-rozliczania', 'Bet Settlement Rules'],
  ['Bonus powitalny 100%', 'promotion-terms', 'Regulamin promocji „Bonus powitalny 100% do 500 zł”', 'promocja-bonus-powitalny', 'Welcome Bonus Terms'],
  ['Freebet na start', 'promotion-terms', 'Regulamin promocji „Freebet 50 zł na start”', 'promocja-freebet-na-start'],
  ['Kursy podwyższone', 'promotion-terms', 'Regulamin promocji „Kursy podwyższone”', 'promocja-kursy-podwyzszone'],
  ['Zasady bonusów', 'bonus-terms', 'Ogólne zasady przyznawania i obrotu bonusami', 'zasady-bonusow', 'General Bonus Terms'],
  ['Odpowiedzialna gra', 'responsible-gambling', 'Odpowiedzialna gra — limity, przerwy i samowykluczenie', 'odpowiedzialna-gra', 'Responsible Gambling', 'Відповідальна гра'],
  ['Polityka prywatności', 'privacy-policy', 'Polityka prywatności i ochrony danych osobowych (RODO)', 'polityka-prywatnosci', 'Privacy Policy', 'Політика конфіденційності'],
  ['Polityka cookies', 'cookies-policy', 'Polityka plików cookies', 'polityka-cookies', 'Cookies Policy'],
  ['Wpłaty i wypłaty', 'payments', 'Zasady wpłat i wypłat środków', 'wplaty-i-wyplaty', 'Deposits and Withdrawals'],
  ['Weryfikacja konta', 'verification', 'Weryfikacja tożsamości gracza (KYC/AML)', 'weryfikacja-konta', 'Account Verification'],
  ['Regulamin Mundial 2022', 'promotion-terms', 'Regulamin promocji „Mundial 2022” (zakończonej)', 'promocja-mundial-2022'],
  ['Stara polityka cookies', 'cookies-policy', 'Polityka plików cookies (wersja z 2021 r.)', 'polityka-cookies-2021'],
];

// Links as an upload answers them (FILES_PUBLIC_URL in front): the list opens them on the API's origin.
const pdf = (name: string) => publicUrlOf(`${FILE_FOLDERS.regulations}/${name}.pdf`);

/** The demo's PDF files (the demo writes them into the store, so the links open). */
export const DEMO_REGULATION_FILES = REGULATIONS.flatMap(([, , pl_title, file, enTitle, ukTitle]) => [
  { name: `${file}.pdf`, title: pl_title },
  ...(enTitle ? [{ name: `${file}-en.pdf`, title: enTitle }] : []),
  ...(ukTitle ? [{ name: `${file}-uk.pdf`, title: ukTitle }] : []),
]);

export const regulationsResource = defineResource({
  module: regulationsModule,
  table: 'regulations',
  // regulationTitle: the Polish title, the one the site lists.
  columns: 't.*, t.pl__title AS regulation_title',
  recordFields: { regulationTitle: { type: ['string', 'null'], description: 'The Polish title' } },
  searchFields: ['regulationName', 'pl_title', 'en_title', 'uk_title'],
  status: { active: 'isActive' },
  userColumns: true,
  fileFields: REGULATION_FILE_FIELDS,
  nameField: 'regulationName',
  beforeWrite: checkRegulationPdfs,
  demo: () =>
    REGULATIONS.map(([regulationName, type, pl_title, file, en_title, uk_title], i) => ({
      regulationName,
      type,
      // The last two are superseded documents, kept switched off (In-Active tab).
      isActive: i < REGULATIONS.length - 2,
      pl_title,
      pl_fileUrl: pdf(file),
      en_title: en_title ?? '',
      en_fileUrl: en_title ? pdf(`${file}-en`) : '',
      uk_title: uk_title ?? '',
      uk_fileUrl: uk_title ? pdf(`${file}-uk`) : '',
    })),
});
