// v1/registration/banners on the resource engine: both kinds in one table, the list narrowed by ?kind=, tabs
// active / inactive from isActive. A banner keeps its kind (its images are that kind's sizes).
import { BANNER_METHODS, BANNER_SLOTS, METHOD_BANNER_KINDS, methodBannersModule, type MethodBannerKind } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';
import { HttpError } from '../../http/errors';
import { STORED_RULE } from '../../core/doc-extensions';

type Json = Record<string, unknown>;

/**
 * The kind's rules as JSON Schema, from the same lists the schema's check reads: per kind, `if` (the kind) `then` its
 * methods, each of its images required and another kind's refused. A change is checked merged (its replace body's
 * rules), and keeps its kind: a replace sends the stored one.
 */
function byKind(body: Json & { properties?: Record<string, Json> }, kind: 'create' | 'replace' | 'update'): Json {
  const images = body.properties?.images as (Json & { properties?: Record<string, Json> }) | undefined;
  const kindField = body.properties?.kind;
  if (!images?.properties || !kindField) return body;
  const kept = { ...kindField, [STORED_RULE]: 'kind', description: `The stored banner's kind: a banner keeps its kind (another: "${KIND_FIXED}")` };
  const properties = { ...body.properties, ...(kind === 'create' ? {} : { kind: kept }) };
  if (kind === 'update') return { ...body, properties };
  const rules = METHOD_BANNER_KINDS.map((value) => {
    const slots = BANNER_SLOTS[value].map((slot) => slot.key);
    return {
      if: { required: ['kind'], properties: { kind: { const: value } } },
      then: {
        required: ['images'],
        properties: {
          method: { enum: BANNER_METHODS[value].map((method) => method.value), description: `A method of a ${value} banner` },
          images: {
            type: 'object',
            required: slots,
            properties: Object.fromEntries(slots.map((slot) => [slot, images.properties![slot]])),
            additionalProperties: false,
            description: `A ${value} banner has each of these images (missing: "Image is required!"), and no other ("is not allowed!")`,
          },
        },
      },
    };
  });
  return { ...body, properties, allOf: [...((body.allOf as Json[]) ?? []), ...rules] };
}

// Staff call the kind the banner's screen (registration or verification); the form has no field to change it.
const KIND_FIXED = 'Banner kind (registration or verification) cannot be changed!';
const ALT: Record<MethodBannerKind, Record<string, string>> = {
  registration: {
    form: 'Załóż konto w 2 minuty i odbierz bonus powitalny',
    bankTransfer: 'Zarejestruj się przelewem weryfikacyjnym za 1 grosz',
    mObywatel: 'Rejestracja z aplikacją mObywatel – bez przepisywania danych',
    bankLogin: 'Zarejestruj się, logując się do swojego banku',
  },
  verification: {
    mObywatel: 'Zweryfikuj konto aplikacją mObywatel',
    bankTransfer: 'Weryfikacja przelewem – wpłać 1 zł z własnego konta',
    idDocument: 'Prześlij zdjęcie dowodu osobistego lub paszportu',
  },
};

export const methodBannersResource = defineResource({
  module: methodBannersModule,
  table: 'method_banners',
  jsonFields: ['images'],
  searchFields: ['name', 'method'],
  status: { active: 'isActive' },
  userColumns: true,
  fileFields: ['images'],
  nameField: 'name',
  bodyDoc: byKind,
  beforeWrite: (input, { existing }) => {
    if (existing && input.kind !== existing.kind) throw new HttpError(400, KIND_FIXED, { kind: [KIND_FIXED] });
    return input;
  },
  demo: () =>
    (Object.keys(BANNER_METHODS) as MethodBannerKind[]).flatMap((kind) =>
      BANNER_METHODS[kind].map((method, i) => ({
        kind,
        method: method.value,
        name: `${kind === 'registration' ? 'Rejestracja' : 'Weryfikacja'}: ${method.label}`,
        // The last method of each kind waits for new artwork.
        isActive: i < BANNER_METHODS[kind].length - 1,
        images: Object.fromEntries(
          BANNER_SLOTS[kind].map((slot) => [slot.key, { url: `/files/${slot.folder}/${method.value.toLowerCase()}.png`, alt: ALT[kind][method.value] }]),
        ),
      })),
    ),
});
