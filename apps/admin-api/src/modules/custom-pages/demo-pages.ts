// Demo custom pages: the static pages a Polish licensed betting site publishes.
const section = (heading: string, ...paragraphs: string[]) => `<h2>${heading}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}`;
const list = (...items: string[]) => `<ul>${items.map((item) => `<li><p>${item}</p></li>`).join('')}</ul>`;

export interface DemoPage {
  title: string;
  slug: string;
  pl: string;
  en?: string;
  uk?: string;
  seoTitle: string;
  seoDescription: string;
  /** Days from now: a window that ended (expired) or starts later. */
  from?: number;
  till?: number;
  active?: boolean;
}

export const DEMO_PAGES: DemoPage[] = [
  {
    title: 'O nas',
    slug: 'o-nas',
    pl:
      section('Kim jesteśmy', 'Jesteśmy legalnym bukmacherem działającym na podstawie zezwolenia Ministra Finansów na urządzanie zakładów wzajemnych przez sieć Internet.') +
      section('Nasze wartości', 'Stawiamy na bezpieczeństwo graczy, przejrzyste zasady i szybkie wypłaty.') +
      list('Ponad 30 dyscyplin sportowych', 'Zakłady na żywo i Cashout', 'Wypłaty nawet w 15 minut'),
    en: section('Who we are', 'We are a licensed bookmaker authorised by the Polish Minister of Finance to offer online betting.'),
    uk: section('Хто ми', 'Ми — ліцензований букмекер, що працює на підставі дозволу Міністра фінансів Польщі.'),
    seoTitle: 'O nas — legalny bukmacher online',
    seoDescription: 'Poznaj legalnego bukmachera z zezwoleniem Ministra Finansów: bezpieczne zakłady, szybkie wypłaty i zakłady na żywo.',
  },
  {
    title: 'Kontakt',
    slug: 'kontakt',
    pl:
      section('Biuro Obsługi Klienta', 'Nasi konsultanci są dostępni codziennie w godzinach 8:00–24:00.') +
      list('E-mail: <a href="mailto:pomoc@example.pl">pomoc@example.pl</a>', 'Telefon: <a href="tel:+48221234567">+48 22 123 45 67</a>', 'Czat na żywo w serwisie'),
    en: section('Customer Support', 'Our consultants are available every day from 8:00 to 24:00.'),
    seoTitle: 'Kontakt — Biuro Obsługi Klienta',
    seoDescription: 'Skontaktuj się z Biurem Obsługi Klienta: e-mail, telefon i czat na żywo codziennie od 8:00 do 24:00.',
  },
  {
    title: 'Odpowiedzialna gra',
    slug: 'odpowiedzialna-gra',
    pl:
      section('Graj odpowiedzialnie', 'Zakłady bukmacherskie to forma rozrywki, a nie sposób na zarabianie pieniędzy. Gra jest dozwolona wyłącznie osobom pełnoletnim.') +
      section('Narzędzia kontroli', 'W ustawieniach konta ustawisz limity i przerwy w grze.') +
      list('Limity depozytów dzienne, tygodniowe i miesięczne', 'Limit czasu sesji', 'Czasowe lub stałe samowykluczenie') +
      section('Gdzie szukać pomocy', 'Bezpłatną pomoc oferuje Krajowe Biuro ds. Przeciwdziałania Narkomanii oraz telefon zaufania 801 889 880.'),
    en: section('Play responsibly', 'Betting is entertainment, not a way to earn money. Only adults may play.'),
    uk: section('Грайте відповідально', 'Ставки — це розвага, а не спосіб заробітку. Грати можуть лише повнолітні.'),
    seoTitle: 'Odpowiedzialna gra — limity i samowykluczenie',
    seoDescription: 'Graj odpowiedzialnie: limity depozytów, przerwy w grze, samowykluczenie i kontakt do organizacji pomocowych.',
  },
  {
    title: 'Jak założyć konto',
    slug: 'jak-zalozyc-konto',
    pl: section('Rejestracja krok po kroku', 'Rejestracja zajmuje kilka minut.') + list('Podaj adres e-mail i hasło', 'Uzupełnij dane osobowe i numer PESEL', 'Zweryfikuj tożsamość przelewem lub dokumentem'),
    seoTitle: 'Jak założyć konto u bukmachera',
    seoDescription: 'Rejestracja krok po kroku: dane, PESEL i weryfikacja tożsamości — konto gotowe w kilka minut.',
  },
  {
    title: 'Wpłaty i wypłaty',
    slug: 'wplaty-i-wyplaty',
    pl: section('Metody płatności', 'Wpłacisz szybkim przelewem, BLIK-iem lub kartą. Wypłaty realizujemy na rachunek bankowy zweryfikowany na koncie.') + list('BLIK — od 10 zł', 'Przelew natychmiastowy — od 10 zł', 'Karta płatnicza — od 20 zł'),
    en: section('Payment methods', 'Deposit by instant transfer, BLIK or card. Withdrawals go to your verified bank account.'),
    seoTitle: 'Wpłaty i wypłaty — BLIK, przelew, karta',
    seoDescription: 'Sprawdź metody wpłat i wypłat: BLIK, szybkie przelewy i karty płatnicze, limity i czas realizacji.',
  },
  {
    title: 'Podatek od wygranych',
    slug: 'podatek-od-wygranych',
    pl: section('Podatek od gier', 'Zgodnie z ustawą o grach hazardowych od każdego zakładu pobierany jest podatek od gier w wysokości 12% stawki.') + section('Wygrane powyżej 2280 zł', 'Od wygranej przekraczającej 2280 zł pobierany jest 10% podatek dochodowy.'),
    seoTitle: 'Podatek od wygranych i podatek od gier',
    seoDescription: 'Jak działa 12% podatek od gier i 10% podatek od wygranych powyżej 2280 zł w zakładach bukmacherskich.',
  },
  {
    title: 'Najczęstsze pytania',
    slug: 'faq',
    pl: section('Czy mogę anulować zakład?', 'Zakładu nie można anulować, ale możesz skorzystać z Cashoutu.') + section('Ile trwa wypłata?', 'Większość wypłat realizujemy w ciągu 15 minut od zlecenia.'),
    en: section('Can I cancel a bet?', 'A bet cannot be cancelled, but you can use Cashout.'),
    seoTitle: 'FAQ — najczęstsze pytania graczy',
    seoDescription: 'Odpowiedzi na najczęstsze pytania: anulowanie zakładów, czas wypłat, weryfikacja konta i bonusy.',
  },
  {
    title: 'Zasady Cashout',
    slug: 'cashout',
    pl: section('Czym jest Cashout', 'Cashout pozwala zamknąć zakład przed rozstrzygnięciem wszystkich zdarzeń i odebrać proponowaną kwotę.'),
    seoTitle: 'Cashout — zamknij zakład wcześniej',
    seoDescription: 'Zasady Cashoutu: kiedy możesz zamknąć zakład przed końcem meczu i jak liczona jest proponowana kwota.',
  },
  {
    title: 'Program VIP',
    slug: 'program-vip',
    pl: section('Klub VIP', 'Dla najaktywniejszych graczy: opiekun konta, wyższe limity i zaproszenia na wydarzenia sportowe.'),
    seoTitle: 'Program VIP dla graczy',
    seoDescription: 'Dołącz do programu VIP: osobisty opiekun, wyższe limity i wyjątkowe nagrody dla najaktywniejszych graczy.',
  },
  {
    title: 'Mistrzostwa Świata 2026 — przewodnik',
    slug: 'mundial-2026-przewodnik',
    pl: section('Mundial 2026', 'Terminarz, grupy i najciekawsze rynki zakładów na Mistrzostwa Świata w USA, Kanadzie i Meksyku.'),
    seoTitle: 'Mundial 2026 — przewodnik dla typerów',
    seoDescription: 'Terminarz, grupy i zakłady na Mistrzostwa Świata 2026: wszystko, co typer powinien wiedzieć przed turniejem.',
    from: 30,
  },
  {
    title: 'Euro 2024 — podsumowanie',
    slug: 'euro-2024-podsumowanie',
    pl: section('Euro 2024', 'Podsumowanie turnieju w Niemczech: wyniki, statystyki i najwyższe wygrane naszych graczy.'),
    seoTitle: 'Euro 2024 — podsumowanie turnieju',
    seoDescription: 'Wyniki, statystyki i najwyższe wygrane: podsumowanie Mistrzostw Europy 2024 w Niemczech.',
    from: -900,
    till: -850,
  },
  {
    title: 'Przerwa techniczna',
    slug: 'przerwa-techniczna',
    pl: section('Prace serwisowe', 'Trwają planowane prace techniczne. Serwis wkrótce będzie dostępny.'),
    seoTitle: 'Przerwa techniczna',
    seoDescription: 'Trwają planowane prace techniczne w serwisie. Zapraszamy ponownie za kilka minut.',
    active: false,
  },
];
