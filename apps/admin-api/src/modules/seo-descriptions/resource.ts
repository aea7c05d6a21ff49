// v1/seo on the resource engine, addressed by page type (/seo/{type}): one record per type, a second one → 409 on
// the type field. Search by name, type and title.
import { SEO_TYPE_TAKEN, seoDescriptionsModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';

// type, name, title (≤ 60), description (≤ 160)
const SEO: [string, string, string, string][] = [
  ['home', 'Strona główna', 'Zakłady bukmacherskie online — bonus na start', 'Obstawiaj zakłady sportowe online: piłka nożna, tenis, koszykówka i e-sport. Wysokie kursy, zakłady na żywo i bonus powitalny.'],
  ['live', 'Zakłady na żywo', 'Zakłady na żywo — kursy live i cashout', 'Obstawiaj w trakcie meczu: tysiące zdarzeń na żywo każdego dnia, kursy zmieniane na bieżąco i cashout.'],
  ['sports', 'Sporty', 'Zakłady sportowe — wszystkie dyscypliny', 'Piłka nożna, tenis, siatkówka, hokej, żużel i ponad 30 innych dyscyplin. Sprawdź kursy i postaw zakład.'],
  ['promotions', 'Promocje', 'Promocje bukmacherskie — freebety i bonusy', 'Aktualne promocje: freebety, zwiększone kursy, bonusy od depozytu i turnieje dla graczy.'],
  ['esport', 'E-sport', 'Zakłady e-sportowe — CS, LoL, Dota 2', 'Obstawiaj Counter-Strike, League of Legends, Dota 2 i Valorant: zakłady przedmeczowe i na żywo.'],
  ['virtualSport', 'Sporty wirtualne', 'Sporty wirtualne — wyniki co kilka minut', 'Wirtualna piłka nożna, wyścigi konne i tenis: nowe zdarzenia co kilka minut, przez całą dobę.'],
  ['cashout', 'Cashout', 'Cashout — zamknij zakład przed końcem', 'Zamknij zakład wcześniej i odbierz wygraną przed końcem meczu. Dowiedz się, jak działa cashout.'],
  ['responsibleGaming', 'Odpowiedzialna gra', 'Odpowiedzialna gra — limity i pomoc', 'Ustaw limity depozytów i czasu gry, zrób przerwę lub poproś o pomoc. Graj odpowiedzialnie.'],
  ['vip', 'Klub VIP', 'Klub VIP — nagrody dla stałych graczy', 'Dołącz do klubu VIP: opiekun konta, wyższe limity, ekskluzywne bonusy i zaproszenia na wydarzenia.'],
  ['privacyPolicy', 'Polityka prywatności', 'Polityka prywatności', 'Jak przetwarzamy dane osobowe graczy, w jakim celu i jakie prawa Ci przysługują.'],
  ['gdpr', 'RODO', 'RODO — ochrona danych osobowych', 'Informacje o przetwarzaniu danych zgodnie z RODO: administrator danych, cele, okres przechowywania.'],
  ['sport-football', 'Piłka nożna', 'Zakłady na piłkę nożną — Ekstraklasa, Liga Mistrzów', 'Kursy na Ekstraklasę, Premier League, La Liga i Ligę Mistrzów. Zakłady na gole, rzuty rożne i kartki.'],
  ['sport-speedway', 'Żużel', 'Zakłady na żużel — PGE Ekstraliga', 'Obstawiaj PGE Ekstraligę, Grand Prix i mecze reprezentacji: zwycięzca biegu, meczu i sezonu.'],
  ['sport-ski-jumping', 'Skoki narciarskie', 'Zakłady na skoki narciarskie', 'Puchar Świata, Turniej Czterech Skoczni i mistrzostwa: zwycięzca konkursu, podium i pojedynki skoczków.'],
];

export const seoDescriptionsResource = defineResource({
  module: seoDescriptionsModule,
  table: 'seo_descriptions',
  keyField: 'type',
  searchFields: ['name', 'type', 'pl_title'],
  userColumns: true,
  nameField: 'name',
  unique: [{ constraint: 'seo_descriptions_type_key', field: 'type', message: SEO_TYPE_TAKEN }],
  demo: () => SEO.map(([type, name, pl_title, pl_description]) => ({ type, name, pl_title, pl_description })),
});
