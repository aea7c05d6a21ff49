// v1/dailyChallenges on the resource engine: tabs Visible (active) / Inactive from isActive, the date filter on the
// start, search by title, description and promo id; the help steps stored as jsonb in their order.
import { findSportCategory } from '@backoffice/validation';
import { dailyChallengesModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';

const day = 24 * 3600_000;
// title, sport id, minimum stake, minimum odds, event count, freebet value
const CHALLENGES: [string, number, string, string, string, number][] = [
  ['Trzy gole w Ekstraklasie', 1, '10 zł', '1.50', '3', 10],
  ['Poniedziałek z tenisem', 5, '20 zł', '1.70', '2', 15],
  ['Siatkarski tydzień', 10, '10 zł', '1.60', '3', 10],
  ['Koszykówka nocą', 2, '15 zł', '1.80', '2', 20],
  ['Hokejowe emocje', 4, '10 zł', '2.00', '2', 10],
  ['Piłka ręczna w Kielcach', 6, '10 zł', '1.50', '3', 10],
  ['Skoki w Zakopanem', 48, '5 zł', '2.50', '1', 5],
  ['Żużlowa niedziela', 3181, '10 zł', '1.70', '2', 10],
  ['E-sportowy wieczór', 70, '10 zł', '1.60', '3', 15],
  ['Liga Mistrzów: ako dnia', 1, '20 zł', '3.00', '4', 25],
  ['Premier League: trzy typy', 1, '15 zł', '2.00', '3', 20],
  ['Gala MMA', 41, '10 zł', '1.90', '2', 10],
  ['Darterski czwartek', 22, '5 zł', '1.60', '2', 5],
  ['Futsal na start', 29, '5 zł', '1.50', '2', 5],
  ['Boks: walka wieczoru', 40, '10 zł', '1.80', '1', 10],
  ['Tenis stołowy: seria', 20, '5 zł', '1.40', '3', 5],
  ['Weekend z LaLigą', 1, '20 zł', '2.20', '3', 20],
  ['Bundesliga: gole', 1, '15 zł', '1.70', '3', 15],
  ['Siatkówka plażowa', 34, '5 zł', '1.60', '2', 5],
  ['Kolarstwo: etap górski', 17, '10 zł', '2.50', '1', 10],
  ['NBA: dwa mecze', 2, '15 zł', '1.90', '2', 15],
  ['Serie A: derby', 1, '10 zł', '1.80', '2', 10],
  ['Counter Strike: mapa', 70, '10 zł', '1.70', '2', 10],
  ['Snooker w Sheffield', 1, '10 zł', '1.60', '2', 10],
];

export const dailyChallengesResource = defineResource({
  module: dailyChallengesModule,
  table: 'daily_challenges',
  jsonFields: ['helpSteps'],
  searchFields: ['challengeTitle', 'challengeDescription'],
  searchId: true,
  status: { active: 'isActive' },
  userColumns: true,
  fileFields: ['cardFrontImage', 'cardBackImage'],
  nameField: 'challengeTitle',
  // Two dozen challenges, one a day around today; every fifth switched off (Inactive tab).
  demo: (now) =>
    CHALLENGES.map(([challengeTitle, sportCategory, minimumStake, minimumOdds, eventCount, freebetValue], i) => {
      const start = new Date(Math.floor(now.getTime() / day) * day + (i - 10) * day + 6 * 3600_000);
      return {
        challengeId: 4100 + i,
        challengeTitle,
        challengeDescription: `Postaw kupon z ${eventCount} zdarzeniami (${findSportCategory(sportCategory)?.name ?? 'sport'}) po kursie min. ${minimumOdds} i odbierz freebet ${freebetValue} zł.`,
        sportCategory,
        sportName: findSportCategory(sportCategory)?.name ?? 'Piłka nożna',
        countryIcon: i % 5,
        minimumStake,
        minimumOdds,
        eventCount,
        freebetValue,
        categoryDescription: 'Wyzwanie dnia',
        dateFrom: start.toISOString(),
        dateTill: new Date(start.getTime() + day - 3600_000).toISOString(),
        isActive: i % 5 !== 4,
        cardFrontImage: `/files/promotions/challenge-${(i % 4) + 1}-front.png`,
        cardFrontAlt: `${challengeTitle} — przód karty`,
        cardBackImage: `/files/promotions/challenge-${(i % 4) + 1}-back.png`,
        cardBackAlt: `${challengeTitle} — tył karty`,
        sortOrder: i + 1,
        helpTitle: 'Jak zdobyć freebet?',
        helpSubtitle: 'Trzy proste kroki',
        helpButtonText: 'Graj teraz',
        helpSteps: [
          { step: `Zbuduj kupon z co najmniej ${eventCount} zdarzeniami.` },
          { step: `Każde zdarzenie po kursie co najmniej ${minimumOdds}, stawka od ${minimumStake}.` },
          { step: `Freebet ${freebetValue} zł trafi na konto po rozliczeniu kuponu.` },
        ],
      };
    }),
});
