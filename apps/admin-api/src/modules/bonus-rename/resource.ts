// v1/bonus-rename on the resource engine: one displayed name per bonus of the bonus engine (a second → 409 on the
// bonus id), searchable by the id, the engine's name and the displayed names.
import { BONUS_NAME_TAKEN, bonusRenameModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';

// bonus id, the engine's name, pl, en, uk ('' when not translated), active
const BONUSES: [string, string, string, string, string, boolean][] = [
  ['1001', 'WELCOME_DEP_100', 'Bonus powitalny 100% do 500 zł', 'Welcome bonus 100% up to 500 PLN', 'Вітальний бонус 100% до 500 злотих', true],
  ['1002', 'FREEBET_REG_20', 'Freebet 20 zł za rejestrację', 'Free bet 20 PLN for signing up', 'Фрібет 20 злотих за реєстрацію', true],
  ['1003', 'CASHBACK_WEEKLY_10', 'Cashback 10% co tydzień', 'Weekly 10% cashback', '', true],
  ['1004', 'ODDS_BOOST_LIVE', 'Kurs podwyższony na żywo', 'Live odds boost', 'Підвищений коефіцієнт наживо', true],
  ['1005', 'AKO_BONUS_5PLUS', 'Bonus AKO za 5 i więcej zdarzeń', 'Accumulator bonus for 5+ selections', '', true],
  ['1006', 'FREEBET_EKSTRAKLASA', 'Freebet na Ekstraklasę', 'Ekstraklasa free bet', '', true],
  ['1007', 'RELOAD_DEP_50', 'Bonus od kolejnego depozytu 50%', 'Reload bonus 50%', 'Бонус на повторний депозит 50%', true],
  ['1008', 'BIRTHDAY_FB_25', 'Urodzinowy freebet 25 zł', 'Birthday free bet 25 PLN', '', true],
  ['1009', 'VIP_CASH_200', 'Bonus VIP 200 zł', 'VIP bonus 200 PLN', '', true],
  ['1010', 'ESPORT_FB_10', 'Freebet 10 zł na e-sport', 'Esports free bet 10 PLN', '', false],
  ['1011', 'SKOKI_FB_5', 'Freebet na Turniej Czterech Skoczni', '', '', false],
  ['1012', 'RETURN_CASH_50', 'Bonus 50 zł na powrót', 'Welcome back bonus 50 PLN', 'Бонус 50 злотих за повернення', true],
];

export const bonusRenameResource = defineResource({
  module: bonusRenameModule,
  table: 'bonus_names',
  searchFields: ['bonusId', 'originalName', 'namePl', 'nameEn', 'nameUk'],
  userColumns: true,
  unique: [{ constraint: 'bonus_names_bonus_id_key', field: 'bonusId', message: BONUS_NAME_TAKEN }],
  nameField: 'namePl',
  demo: () => BONUSES.map(([bonusId, originalName, namePl, nameEn, nameUk, isActive]) => ({ bonusId, originalName, namePl, nameEn, nameUk, isActive })),
});
