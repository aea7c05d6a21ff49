// Demo messages (DEMO_DATA): what a Polish sportsbook sends its players — bonuses, freebets, notices — some to
// everyone, some to a list of players, a few in English and Ukrainian; two switched off, two already ended.
const day = 24 * 3600_000;

// name, Polish title, Polish description (HTML when it starts with <), button text, button link, icon
const MESSAGES: [string, string, string, string, string, string][] = [
  ['Bonus powitalny', 'Bonus 100% do 500 zł na start', '<p>Wpłać pierwszy depozyt, a <strong>podwoimy go do 500 zł</strong>. Bonus obracasz 5 razy po kursie min. 1.50.</p>', 'Odbierz bonus', '/promocje/bonus-powitalny', 'gift'],
  ['Freebet weekendowy', 'Freebet 20 zł na weekend', '<p>Postaw w tygodniu kupony za min. 100 zł, a w sobotę rano dostaniesz <strong>freebet 20 zł</strong>.</p>', 'Sprawdź zasady', '/promocje/freebet-weekendowy', 'freebet'],
  ['Cashback Ekstraklasa', 'Zwrot 10% przegranych na Ekstraklasie', '<p>W tej kolejce oddajemy <em>10% przegranych stawek</em> na mecze Ekstraklasy, do 100 zł.</p>', 'Graj teraz', '/zaklady/pilka-nozna/ekstraklasa', 'cashback'],
  ['Liga Mistrzów — kursy', 'Kursy podwyższone na Ligę Mistrzów', '<p>Wtorek i środa: <strong>kursy podwyższone</strong> na wszystkie mecze fazy pucharowej.</p>', 'Zobacz mecze', '/zaklady/pilka-nozna/liga-mistrzow', 'trophy'],
  ['Przerwa techniczna', 'Przerwa techniczna w nocy z soboty na niedzielę', 'W nocy z soboty na niedzielę, w godz. 2:00–4:00, serwis będzie niedostępny. Zakłady zawarte przed przerwą zostaną rozliczone normalnie.', '', '', 'warning'],
  ['Weryfikacja konta', 'Dokończ weryfikację konta', 'Aby wypłacić wygraną, prześlij zdjęcie dowodu osobistego w zakładce Moje konto → Weryfikacja.', 'Zweryfikuj konto', '/moje-konto/weryfikacja', 'info'],
  ['Odpowiedzialna gra', 'Ustaw limity depozytów', '<p>Graj odpowiedzialnie. W każdej chwili możesz ustawić <strong>dzienny, tygodniowy lub miesięczny limit</strong> depozytów.</p>', 'Ustaw limit', '/odpowiedzialna-gra', 'info'],
  ['Urodzinowy freebet', 'Wszystkiego najlepszego! Freebet 30 zł', '<p>Z okazji urodzin mamy dla Ciebie <strong>freebet 30 zł</strong>, ważny 7 dni.</p>', 'Odbierz prezent', '/promocje/urodziny', 'gift'],
  ['Klub VIP', 'Zaproszenie do Klubu VIP', '<p>Dziękujemy za Twoją grę! Zapraszamy do <strong>Klubu VIP</strong>: wyższe limity, opiekun konta i ekskluzywne promocje.</p>', 'Dołącz', '/vip', 'trophy'],
  ['Nowa aplikacja', 'Nowa aplikacja mobilna już dostępna', 'Pobierz nową aplikację na Androida i iOS: szybsze zakłady na żywo i cashout jednym dotknięciem.', 'Pobierz', '/aplikacja', 'info'],
  ['Gala KSW', 'Gala KSW — zakłady na każdą walkę', '<p>Typuj zwycięzcę, metodę i rundę <strong>każdej walki</strong> sobotniej gali.</p>', 'Typuj', '/zaklady/mma/ksw', 'trophy'],
  ['Wimbledon', 'Wimbledon: kursy na zwycięzców', '<p>Zakłady długoterminowe na turniej singla kobiet i mężczyzn.</p>', 'Obstaw', '/zaklady/tenis/wimbledon', 'trophy'],
  ['Mundial 2022 — podziękowania', 'Dziękujemy za wspólny Mundial!', 'Dziękujemy, że typowaliście z nami mistrzostwa świata. Do zobaczenia na kolejnym turnieju!', '', '', 'info'],
  ['Black Friday', 'Black Friday: freebet 50 zł', '<p>Tylko w piątek: za depozyt min. 200 zł <strong>freebet 50 zł</strong>.</p>', 'Wpłać', '/wplata', 'freebet'],
];

// The listed players of the messages that do not go to everyone (a test group and a VIP segment).
const VIP_PLAYERS = ['100234', '100871', '101455', '102310', '103027', '104118', '105902'];

export function demoMessages(now: Date): Record<string, unknown>[] {
  return MESSAGES.map(([messageName, pl_title, description, buttonText, buttonLink, iconId], i) => {
    // Verification, birthday and VIP go to listed players; the maintenance notice skips the test accounts.
    const listed = i === 5 || i === 7 || i === 8;
    const withEnglish = i === 0 || i === 4 || i === 9;
    const ended = i >= 12;
    return {
      messageName,
      iconId,
      promotionId: i < 3 ? String(900 + i) : '',
      sendToAll: !listed,
      addManually: i === 7,
      includedExcludedUsers: i === 7 ? VIP_PLAYERS.slice(0, 4) : listed ? VIP_PLAYERS.slice(0, i - 2) : i === 4 ? ['999001', '999002'] : [],
      includedExcludedUsersStr: i === 7 ? VIP_PLAYERS.slice(0, 4).join(', ') : '',
      dateFrom: new Date(now.getTime() - (20 - i) * day).toISOString(),
      dateTill: ended ? new Date(now.getTime() - (i - 11) * day).toISOString() : new Date(now.getTime() + (14 + i) * day).toISOString(),
      // Two switched off (In-Active tab); the last two ended (Expired tab).
      isActive: i !== 10 && i !== 11,
      pl_title,
      pl_imageUrl: `/files/messages/wiadomosc-${i + 1}.png`,
      pl_imageAltText: messageName,
      pl_isReadyHtml: description.startsWith('<'),
      pl_description: description,
      pl_primaryButtonText: buttonText,
      pl_primaryButtonLink: buttonLink,
      ...(withEnglish ? ENGLISH[i] : {}),
      ...(i === 0 ? UKRAINIAN_WELCOME : {}),
    };
  });
}

const ENGLISH: Record<number, Record<string, unknown>> = {
  0: { en_title: '100% welcome bonus up to 500 zł', en_imageAltText: 'Welcome bonus', en_isReadyHtml: true, en_description: '<p>Make your first deposit and we <strong>double it up to 500 zł</strong>.</p>', en_primaryButtonText: 'Claim bonus', en_primaryButtonLink: '/promocje/bonus-powitalny' },
  4: { en_title: 'Scheduled maintenance on Saturday night', en_imageAltText: 'Maintenance', en_isReadyHtml: false, en_description: 'The site will be unavailable from 2:00 to 4:00 on Sunday morning.' },
  9: { en_title: 'Our new mobile app is here', en_imageAltText: 'New app', en_isReadyHtml: false, en_description: 'Download the new app for Android and iOS.', en_primaryButtonText: 'Download', en_primaryButtonLink: '/aplikacja' },
};

const UKRAINIAN_WELCOME = {
  uk_title: 'Бонус 100% до 500 зл на старт',
  uk_imageAltText: 'Вітальний бонус',
  uk_isReadyHtml: true,
  uk_description: '<p>Поповніть рахунок уперше, і ми <strong>подвоїмо депозит до 500 зл</strong>.</p>',
  uk_primaryButtonText: 'Отримати бонус',
  uk_primaryButtonLink: '/promocje/bonus-powitalny',
};
