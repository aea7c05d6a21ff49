import * as v from 'valibot';
import { sportEventImageSchema } from './sport-event-image';

const issuesOf = (value: unknown) => {
  const r = v.safeParse(sportEventImageSchema, value);
  return r.success ? {} : v.flatten(r.issues).nested ?? {};
};

describe('sport event image schema (an event id and its 468x118 image)', () => {
  it('accepts an event with its stored image', () => {
    expect(issuesOf({ eventId: '9100874', imageUrl: '/files/sport-events-images/legia-lech.png' })).toEqual({});
  });

  it('answers with the spec messages', () => {
    expect(issuesOf({})).toEqual({ eventId: ['Event id is required!'], imageUrl: ['Image is required!'] });
    expect(issuesOf({ eventId: 'Legia', imageUrl: 'https://evil.example/x.png' })).toEqual({ eventId: ['must be a valid id!'], imageUrl: ['must be a valid file link!'] });
  });
});
