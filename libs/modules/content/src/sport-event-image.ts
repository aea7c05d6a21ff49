// Sport event image: the 468x118 picture the site shows for one sportsbook event, uploaded, chosen
// from the file manager or composed by the event image builder. One image per event; listed by event.
import * as v from 'valibot';
import { labelled, maxLength, optionalString, requiredString, messages, fileReference, defineModule, FILE_FOLDERS, IMAGE_SIZES } from '@backoffice/validation';
import type { StoredRecord } from './stored';

export const sportEventImageSchema = v.strictObject({
  eventId: requiredString('Event id', maxLength(20), v.check((s) => s.trim() === '' || /^\d+$/.test(s), messages.invalid('id'))),
  // How staff recognise the event in the list ("Legia Warszawa – Lech Poznań"); the builder's crests name it too.
  eventName: labelled('Event name', optionalString(maxLength(200))),
  imageUrl: v.pipe(requiredString('Image'), fileReference()),
});
export type SportEventImageInput = v.InferOutput<typeof sportEventImageSchema>;

/** A sport event image as the API returns it. */
export type SportEventImage = SportEventImageInput & StoredRecord;

/** The message of an event that already has its image (409 on the event id). */
export const SPORT_EVENT_IMAGE_TAKEN = 'This event already has an image';

// Routes /sport-event-image, /add and /update/{id}; no tabs: one list of events, searchable.
export const sportEventImagesModule = defineModule({
  name: 'sport-event-image',
  folders: [FILE_FOLDERS.sportEventImages],
  images: { imageUrl: IMAGE_SIZES.sportEventImage },
  item: 'Sport event image',
  menu: { label: 'Sport Event Image', group: 'main', order: 170 },
  access: { group: 'sportEventImage' },
  api: { base: 'admin', path: 'sport-event-image' },
  schema: sportEventImageSchema,
  list: {
    searchable: true,
    sortable: ['eventId', 'eventName'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
  },
  // One screen, update/{id}, edits or shows read-only by the user's permission.,
  forms: { add: 'add', edit: 'update/:id', view: 'update/:id' },
  remote: { app: 'content', expose: 'SportEventImages', file: 'sport-event-images/index.tsx' },
});
