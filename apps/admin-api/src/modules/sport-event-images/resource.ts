// v1/sport-event-image on the resource engine: one image per sportsbook event (a second one → 409 on the event
// id), searchable by event id and name, newest change first.
import { SPORT_EVENT_IMAGE_TAKEN, sportEventImagesModule } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';

// event id, event name
const EVENTS: [string, string][] = [
  ['9100874', 'Legia Warszawa – Lech Poznań'],
  ['9100875', 'Raków Częstochowa – Jagiellonia Białystok'],
  ['9100876', 'Pogoń Szczecin – Górnik Zabrze'],
  ['9100877', 'Widzew Łódź – Cracovia'],
  ['9100231', 'Real Madryt – FC Barcelona'],
  ['9100232', 'Bayern Monachium – Borussia Dortmund'],
  ['9100233', 'Manchester City – Arsenal'],
  ['9100234', 'Inter Mediolan – Juventus'],
  ['9101101', 'Polska – Holandia'],
  ['9101102', 'Polska – Austria'],
  ['9101555', 'Motor Lublin – Sparta Wrocław'],
  ['9101556', 'Apator Toruń – Falubaz Zielona Góra'],
  ['9101777', 'Jastrzębski Węgiel – ZAKSA Kędzierzyn-Koźle'],
  ['9101778', 'Projekt Warszawa – PGE GiEK Skra Bełchatów'],
  ['9101901', 'Iga Świątek – Aryna Sabalenka'],
  ['9101902', 'Hubert Hurkacz – Jannik Sinner'],
  ['9102001', 'Anwil Włocławek – Śląsk Wrocław'],
  ['9102002', 'Industria Kielce – Orlen Wisła Płock'],
  ['9102101', 'GKS Katowice – Unia Oświęcim'],
  ['9102201', 'Virtus.pro – G2 Esports'],
  ['9102202', 'Team Spirit – Natus Vincere'],
];

export const sportEventImagesResource = defineResource({
  module: sportEventImagesModule,
  table: 'sport_event_images',
  searchFields: ['eventId', 'eventName'],
  userColumns: true,
  fileFields: ['imageUrl'],
  nameField: 'eventName',
  unique: [{ constraint: 'sport_event_images_event_key', field: 'eventId', message: SPORT_EVENT_IMAGE_TAKEN }],
  demo: () => EVENTS.map(([eventId, eventName]) => ({ eventId, eventName, imageUrl: `/files/sport-events-images/event-${eventId}.png` })),
});
