// v1/registration/banners on the resource engine: both kinds in one table, the list narrowed by ?kind=, tabs
// active / inactive from isActive. A banner keeps its kind (its images are that kind's sizes).
import { BANNER_METHODS, BANNER_SLOTS, methodBannersModule, type MethodBannerKind } from '@backoffice/modules-content';
import { defineResource } from '../../resource/definition';
import { HttpError } from '../../http/errors';

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
