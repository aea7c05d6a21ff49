// v1/medals on the resource engine (the spec's v2/medals: docs/decisions.md): tabs active / inactive from isActive,
// search by key and names, a key used twice answers 409 on its field.
import { medalsModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';

// key, pl, en, uk, Polish description, rule
const MEDALS: [string, string, string, string, string, string][] = [
  ['first-bet', 'Pierwszy kupon', 'First bet', 'Перша ставка', 'Postawiłeś swój pierwszy kupon. Witamy w grze!', 'Postaw pierwszy kupon za co najmniej 2 zł.'],
  ['first-win', 'Pierwsza wygrana', 'First win', 'Перший виграш', 'Twój pierwszy wygrany kupon.', 'Wygraj dowolny kupon.'],
  ['win-streak-5', 'Seria pięciu', 'Five in a row', "П'ять поспіль", 'Pięć wygranych kuponów z rzędu.', 'Wygraj 5 kuponów pod rząd, każdy za co najmniej 5 zł.'],
  ['accumulator-10', 'Mistrz AKO', 'Accumulator master', 'Майстер експресів', 'Trafiony kupon AKO z dziesięcioma zdarzeniami.', 'Wygraj kupon AKO z co najmniej 10 zdarzeniami.'],
  ['high-odds', 'Łowca kursów', 'Odds hunter', 'Мисливець за коефіцієнтами', 'Trafiłeś zakład po kursie 20.00 lub wyższym.', 'Wygraj pojedynczy zakład po kursie co najmniej 20.00.'],
  ['ekstraklasa-expert', 'Ekspert Ekstraklasy', 'Ekstraklasa expert', 'Експерт Екстракласи', 'Znasz polską ligę jak mało kto.', 'Traf 20 zakładów na mecze PKO BP Ekstraklasy w jednym sezonie.'],
  ['champions-league', 'Noc Ligi Mistrzów', 'Champions League night', 'Ніч Ліги чемпіонів', 'Trafione typy w kolejce Ligi Mistrzów.', 'Wygraj 3 zakłady na mecze jednej kolejki Ligi Mistrzów.'],
  ['live-player', 'Gracz na żywo', 'Live player', 'Гравець наживо', 'Zakłady w trakcie meczu to Twoja specjalność.', 'Postaw 50 zakładów na żywo.'],
  ['cashout', 'Zimna krew', 'Cool head', 'Холодна голова', 'Zrealizowany cashout w odpowiednim momencie.', 'Skorzystaj z cashoutu 10 razy.'],
  ['ski-jumping', 'Orzeł z Wisły', 'Eagle of Wisła', 'Орел із Вісли', 'Trafione typy na konkursy skoków narciarskich.', 'Traf 10 zakładów na Puchar Świata w skokach narciarskich.'],
  ['volleyball', 'Siatkarski as', 'Volleyball ace', 'Волейбольний ас', 'Siatkówka nie ma przed Tobą tajemnic.', 'Traf 15 zakładów na mecze PlusLigi.'],
  ['weekly-player', 'Stały bywalec', 'Regular', 'Постійний гравець', 'Grasz z nami tydzień w tydzień.', 'Postaw co najmniej jeden kupon w każdym z 8 kolejnych tygodni.'],
  ['veteran', 'Weteran', 'Veteran', 'Ветеран', 'Rok gry w naszym serwisie.', 'Miej aktywne konto od 365 dni i postaw w tym czasie 100 kuponów.'],
];

export const medalsResource = defineResource({
  module: medalsModule,
  table: 'medals',
  searchFields: ['medalKey', 'namePl', 'nameEn', 'nameUk'],
  status: { active: 'isActive' },
  userColumns: true,
  unique: [{ constraint: 'medals_key_unique', field: 'medalKey', message: 'A medal with this key already exists' }],
  fileFields: ['imageUrl'],
  nameField: 'namePl',
  demo: () =>
    MEDALS.map(([medalKey, namePl, nameEn, nameUk, descriptionPl, rule], i) => ({
      medalKey,
      namePl,
      nameEn,
      nameUk,
      descriptionPl,
      rule,
      imageUrl: `/files/medals/${medalKey}.png`,
      // Two retired medals, so the In-Active tab has rows.
      isActive: i < MEDALS.length - 2,
      sortOrder: i + 1,
    })),
});
