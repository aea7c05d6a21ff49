import * as v from 'valibot';
import { fieldLabel, labelOf, schemaLabels } from './field-label';
import { labelled, maxLength, optionalString, requiredBoolean, requiredNumber, requiredString, selectRequired } from './helpers';

const schema = v.pipe(
  v.strictObject({
    categoryTagline: requiredString('Subtitle', maxLength(200)),
    sortOrder: requiredNumber('Sort order'),
    language: selectRequired('language', ['pl', 'en']),
    pl_isReadyHtml: labelled('Description is HTML', requiredBoolean('HTML flag')),
    pl_title: requiredString('Title', maxLength(200)),
    en_title: optionalString(maxLength(200)),
    pl_subTitle: labelled('Subtitle', optionalString(maxLength(300))),
    uk_subTitle: optionalString(maxLength(300)),
    seoTitle: labelled('SEO title', optionalString()),
    notes: optionalString(),
    pl_value: requiredString('Polish value'),
    en_value: optionalString(),
    pl_imageAltText: requiredString('Image alt'),
    config: v.strictObject({
      affiliateLink: v.strictObject({ username: requiredString('Partner') }),
      carousel: v.optional(v.array(v.strictObject({ alt: labelled('Alt text', optionalString()) })), []),
    }),
  }),
  v.check(() => true),
);

describe('fieldLabel: a field named once, in its schema', () => {
  it('reads the label the schema helpers declare, not words made from the field name', () => {
    expect(fieldLabel(schema, 'categoryTagline')).toBe('Subtitle');
    expect(fieldLabel(schema, 'sortOrder')).toBe('Sort order');
    expect(fieldLabel(schema, 'language')).toBe('Language');
  });

  it('takes a label given around a helper over the word its message uses', () => {
    expect(fieldLabel(schema, 'pl_isReadyHtml')).toBe('Description is HTML');
    expect(fieldLabel(schema, 'seoTitle')).toBe('SEO title');
  });

  it('names a per-language field as the forms do, borrowing the label of the same field in another language', () => {
    expect(fieldLabel(schema, 'pl_title')).toBe('Polish title');
    expect(fieldLabel(schema, 'en_title')).toBe('English title');
    expect(fieldLabel(schema, 'pl_subTitle')).toBe('Polish subtitle');
    expect(fieldLabel(schema, 'uk_subTitle')).toBe('Ukrainian subtitle');
    // A label that already names its language keeps it, and lends the others only the field's own words.
    expect(fieldLabel(schema, 'pl_value')).toBe('Polish value');
    expect(fieldLabel(schema, 'en_value')).toBe('English value');
  });

  it('names a field held in one language only by its label alone, as a Polish-only form does', () => {
    expect(fieldLabel(schema, 'pl_imageAltText')).toBe('Image alt');
  });

  it('walks nested objects and arrays (a form field of an item, or the stored path)', () => {
    expect(fieldLabel(schema, 'config.affiliateLink.username')).toBe('Partner');
    expect(fieldLabel(schema, 'config.carousel[2].alt')).toBe('Alt text');
    expect(schemaLabels(schema)['config.carousel[].alt']).toBe('Alt text');
  });

  it('falls back to words from the name where the schema declares no label, or there is no schema', () => {
    expect(fieldLabel(schema, 'notes')).toBe('Notes');
    expect(fieldLabel(schema, 'messageTitle')).toBe('Message title');
    expect(fieldLabel(undefined, 'categoryTagline')).toBe('Category tagline');
  });

  it('finds no label through a prototype: a stored path is data', () => {
    expect(labelOf(schemaLabels(schema), 'constructor')).toBe('Constructor');
    expect(labelOf(schemaLabels(schema), '__proto__')).toBe(labelOf(undefined, '__proto__'));
    expect(typeof labelOf(schemaLabels(schema), 'toString')).toBe('string');
  });

  it('keeps the schema validating as before (the label is metadata only)', () => {
    expect(v.safeParse(schema, { categoryTagline: '', sortOrder: '1', pl_isReadyHtml: true, pl_title: 'a', config: { affiliateLink: { username: 'p' } } }).issues?.[0].message).toBe('Subtitle is required!');
  });
});
