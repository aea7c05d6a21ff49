// The demo sportsbook (DEMO_DATA): real Polish and European fixtures starting over the coming two weeks of the app
// clock (so bet match's Today / Tomorrow / Day After Tomorrow filters have events), each with the markets a Polish
// bookmaker offers for its sport and realistic odds. Stored through the feed import, as a real snapshot would be.
import type { SportsbookFeed } from '@backoffice/validation';

type Kind = 'football' | 'tennis' | 'volleyball' | 'handball' | 'basketball' | 'hockey' | 'jumping';

// category, kind, home (or competition), away (or the favourites of a competition)
const FIXTURES: [number, Kind, string, string][] = [
  [101, 'football', 'Legia Warszawa', 'Lech Poznań'],
  [109, 'football', 'Real Madryt', 'Manchester City'],
  [301, 'volleyball', 'Jastrzębski Węgiel', 'Asseco Resovia'],
  [104, 'football', 'Arsenal', 'Liverpool'],
  [201, 'tennis', 'Iga Świątek', 'Aryna Sabalenka'],
  [101, 'football', 'Raków Częstochowa', 'Jagiellonia Białystok'],
  [601, 'jumping', 'Puchar Świata — Wisła', 'Paweł Wąsek|Kamil Stoch|Jan Hörl|Stefan Kraft|Domen Prevc'],
  [501, 'handball', 'Industria Kielce', 'Orlen Wisła Płock'],
  [106, 'football', 'Bayern Monachium', 'Borussia Dortmund'],
  [401, 'basketball', 'Trefl Sopot', 'King Szczecin'],
  [101, 'football', 'Pogoń Szczecin', 'Górnik Zabrze'],
  [110, 'football', 'Legia Warszawa', 'AS Roma'],
  [302, 'volleyball', 'PGE Budowlani Łódź', 'Developres Rzeszów'],
  [105, 'football', 'FC Barcelona', 'Atlético Madryt'],
  [201, 'tennis', 'Hubert Hurkacz', 'Jannik Sinner'],
  [801, 'hockey', 'GKS Katowice', 'Comarch Cracovia'],
  [101, 'football', 'Widzew Łódź', 'Cracovia'],
  [109, 'football', 'Inter Mediolan', 'Paris Saint-Germain'],
  [301, 'volleyball', 'Aluron CMC Warta Zawiercie', 'PGE GiEK Skra Bełchatów'],
  [107, 'football', 'Juventus', 'AC Milan'],
  [602, 'jumping', 'Turniej Czterech Skoczni — Oberstdorf', 'Daniel Tschofenig|Jan Hörl|Paweł Wąsek|Ryoyu Kobayashi|Aleksander Zniszczoł'],
  [502, 'handball', 'Industria Kielce', 'THW Kiel'],
  [104, 'football', 'Manchester United', 'Chelsea'],
  [101, 'football', 'Zagłębie Lubin', 'Śląsk Wrocław'],
  [402, 'basketball', 'Boston Celtics', 'Los Angeles Lakers'],
  [205, 'tennis', 'Magda Linette', 'Magdalena Fręch'],
  [103, 'football', 'Lechia Gdańsk', 'Wisła Kraków'],
  [108, 'football', 'Olympique Marsylia', 'AS Monaco'],
  [301, 'volleyball', 'ZAKSA Kędzierzyn-Koźle', 'Projekt Warszawa'],
  [101, 'football', 'Korona Kielce', 'Piast Gliwice'],
  [111, 'football', 'Jagiellonia Białystok', 'Fiorentina'],
  [501, 'handball', 'Górnik Zabrze', 'Azoty Puławy'],
  [104, 'football', 'Tottenham Hotspur', 'Newcastle United'],
  [201, 'tennis', 'Iga Świątek', 'Coco Gauff'],
  [601, 'jumping', 'Puchar Świata — Zakopane', 'Paweł Wąsek|Dawid Kubacki|Piotr Żyła|Stefan Kraft|Anže Lanišek'],
  [101, 'football', 'Lech Poznań', 'Raków Częstochowa'],
  [109, 'football', 'Bayern Monachium', 'Arsenal'],
  [802, 'hockey', 'Pittsburgh Penguins', 'New York Rangers'],
  [302, 'volleyball', 'Chemik Police', 'ŁKS Commercecon Łódź'],
  [101, 'football', 'Motor Lublin', 'Radomiak Radom'],
  [106, 'football', 'Bayer Leverkusen', 'RB Lipsk'],
  [402, 'basketball', 'Denver Nuggets', 'Golden State Warriors'],
];

type Game = SportsbookFeed['events'][number]['games'][number];
type Outcome = Game['outcomes'][number];

const HOUR = 3600_000;
const SPAN = 14 * 24 * HOUR;

/** Deterministic odds around `base` (no Math.random: every start shows the same catalog). */
const odds = (base: number, i: number) => Math.round((base + ((i * 37) % 11) / 20) * 100) / 100;

export function demoFeed(now: Date): SportsbookFeed {
  let gameId = 5_200_000;
  let outcomeId = 7_300_000;
  const game = (name: string, marketTypeId: number, outcomes: [string, number][]): Game => ({
    id: ++gameId,
    name,
    marketTypeId,
    outcomes: outcomes.map(([outcome, price]): Outcome => ({ id: ++outcomeId, name: outcome, odds: price })),
  });
  // The first event starts an hour after now (rounded to the quarter), the last just before two weeks are up.
  const first = Math.ceil((now.getTime() + HOUR) / (15 * 60_000)) * 15 * 60_000;
  const step = Math.floor((SPAN - 2 * HOUR) / FIXTURES.length / (15 * 60_000)) * 15 * 60_000;
  const events = FIXTURES.map(([categoryId, kind, home, away], i) => {
    const o = (base: number) => odds(base, i);
    let games: Game[];
    switch (kind) {
      case 'football':
        games = [
          game('Wynik meczu', 1, [[home, o(1.9)], ['Remis', o(3.3)], [away, o(3.6)]]),
          game('Podwójna szansa', 2, [[`${home} lub remis`, o(1.25)], [`${home} lub ${away}`, o(1.3)], [`Remis lub ${away}`, o(1.7)]]),
          game('Obie drużyny strzelą gola', 3, [['Tak', o(1.7)], ['Nie', o(2.0)]]),
          game('Liczba goli powyżej/poniżej 2,5', 4, [['Powyżej 2,5', o(1.85)], ['Poniżej 2,5', o(1.9)]]),
          game('Wynik do przerwy', 6, [[home, o(2.5)], ['Remis', o(2.1)], [away, o(4.2)]]),
          game('Dokładny wynik', 5, ['1:0', '2:0', '2:1', '1:1', '0:0', '0:1', '1:2'].map((s, k) => [s, o(6 + k)] as [string, number])),
          game('Remis bez zakładu', 15, [[home, o(1.4)], [away, o(2.7)]]),
        ];
        break;
      case 'tennis':
        games = [
          game('Zwycięzca meczu', 8, [[home, o(1.5)], [away, o(2.5)]]),
          game('Zwycięzca 1. seta', 10, [[home, o(1.6)], [away, o(2.2)]]),
          game('Liczba setów', 9, [['2 sety', o(1.6)], ['3 sety', o(2.2)]]),
        ];
        break;
      case 'volleyball':
        games = [
          game('Zwycięzca meczu', 8, [[home, o(1.6)], [away, o(2.2)]]),
          game('Handicap setów (-1,5)', 7, [[`${home} -1,5`, o(2.4)], [`${away} +1,5`, o(1.5)]]),
          game('Suma punktów powyżej/poniżej 180,5', 11, [['Powyżej 180,5', o(1.85)], ['Poniżej 180,5', o(1.85)]]),
        ];
        break;
      case 'handball':
        games = [
          game('Wynik meczu', 1, [[home, o(1.5)], ['Remis', o(9)], [away, o(3.2)]]),
          game('Handicap (-3,5)', 7, [[`${home} -3,5`, o(1.9)], [`${away} +3,5`, o(1.8)]]),
          game('Liczba goli powyżej/poniżej 56,5', 11, [['Powyżej 56,5', o(1.8)], ['Poniżej 56,5', o(1.9)]]),
        ];
        break;
      case 'basketball':
        games = [
          game('Zwycięzca meczu (z dogrywką)', 8, [[home, o(1.7)], [away, o(2.1)]]),
          game('Handicap (-4,5)', 7, [[`${home} -4,5`, o(1.9)], [`${away} +4,5`, o(1.9)]]),
          game('Suma punktów powyżej/poniżej 165,5', 11, [['Powyżej 165,5', o(1.85)], ['Poniżej 165,5', o(1.85)]]),
        ];
        break;
      case 'hockey':
        games = [
          game('Wynik meczu (60 minut)', 1, [[home, o(2.1)], ['Remis', o(4)], [away, o(2.6)]]),
          game('Liczba goli powyżej/poniżej 5,5', 4, [['Powyżej 5,5', o(1.9)], ['Poniżej 5,5', o(1.8)]]),
        ];
        break;
      case 'jumping': {
        const jumpers = away.split('|');
        games = [
          game('Zwycięzca konkursu', 12, jumpers.map((j, k) => [j, o(3 + 2 * k)] as [string, number])),
          game('Miejsce na podium', 13, jumpers.map((j, k) => [j, o(1.5 + k)] as [string, number])),
          game(`Pojedynek: ${jumpers[0]} – ${jumpers[1]}`, 14, [[jumpers[0], o(1.8)], [jumpers[1], o(1.9)]]),
        ];
        break;
      }
    }
    return {
      id: 9_100_001 + i,
      categoryId,
      name: kind === 'jumping' ? home : `${home} – ${away}`,
      startsAt: new Date(first + i * step).toISOString(),
      games,
    };
  });
  return { categories: [], marketTypes: [], events };
}
