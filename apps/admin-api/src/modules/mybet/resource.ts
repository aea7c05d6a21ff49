// v1/mybet/templates on the resource engine: tabs all + one per template type, search in the comment and the link.
import { MY_BET_TEMPLATE_TYPES, myBetModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';

// type, comment, link ('' for none), active, editable
const TEMPLATES: [string, string, string, boolean, boolean][] = [
  ['won', 'Gratulacje! Twój kupon jest wygrany — środki są już na Twoim koncie.', '/moje-zaklady/wygrane', true, false],
  ['won', 'Świetny typ! Sprawdź, jak zagrać za wygraną w kolejnej kolejce.', '/zaklady/pilka-nozna', true, true],
  ['won', 'Wygrana z bonusem AKO — premia została doliczona do wypłaty.', '/promocje/ako', true, false],
  ['lost', 'Tym razem się nie udało. Zajrzyj do promocji — może czeka na Ciebie freebet.', '/promocje', true, false],
  ['lost', 'Zabrakło jednego zdarzenia. Spróbuj zakładów systemowych, które wybaczają pomyłkę.', '/pomoc/zaklady-systemowe', true, true],
  ['lost', 'Pamiętaj o odpowiedzialnej grze — ustaw limity w swoim profilu.', '/odpowiedzialna-gra', false, false],
  ['on_hold', 'Kupon czeka na rozliczenie jednego ze zdarzeń. Dziękujemy za cierpliwość.', '/pomoc/rozliczenie-kuponu', true, false],
  ['on_hold', 'Zakład jest weryfikowany przez nasz zespół. Wynik poznasz wkrótce.', '/pomoc/weryfikacja-zakladu', true, true],
  ['on_hold', 'Mecz został przerwany — kupon rozliczymy zgodnie z regulaminem.', '', false, false],
  ['cashout', 'Zamknięto zakład przed czasem. Kwota cashoutu jest już na Twoim koncie.', '/cashout', true, false],
  ['cashout', 'Cashout częściowy zrealizowany — reszta kuponu dalej w grze.', '/pomoc/cashout', true, true],
  ['void', 'Zdarzenie anulowane — stawka wróciła na Twoje konto.', '/pomoc/zwrot-stawki', true, false],
  ['void', 'Kurs zdarzenia rozliczono jako 1.00 zgodnie z regulaminem.', '/regulamin', false, false],
];

export const myBetResource = defineResource({
  module: myBetModule,
  table: 'mybet_templates',
  searchFields: ['comment', 'link'],
  // The tab values come from the built-in type list, never from a request.
  tabSql: Object.fromEntries(MY_BET_TEMPLATE_TYPES.map(({ value }) => [value, `t.template_type = '${value}'`])),
  userColumns: true,
  demo: () => TEMPLATES.map(([templateType, comment, link, isActive, isEditable]) => ({ templateType, comment, link, isActive, isEditable })),
});
