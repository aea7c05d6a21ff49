// Registration and verification method banners (each with its own file folder and image sizes): for one method of the public
// registration or verification step, its images in every size the site shows, each with an alt text, and an active
// flag. One record shape and one API (v1/registration/banners) for both kinds; two menu entries (docs/decisions.md).
import * as v from 'valibot';
import { maxLength, requiredString, selectRequired, messages, defineModule, fileReference, FILE_FOLDERS, activeField } from '@backoffice/validation';
import type { StoredRecord, SwitchStatus } from './stored';

export const METHOD_BANNER_KINDS = ['registration', 'verification'] as const;
export type MethodBannerKind = (typeof METHOD_BANNER_KINDS)[number];

/** The methods a player can register or verify with on the site, by kind. */
export const BANNER_METHODS: Readonly<Record<MethodBannerKind, readonly { value: string; label: string }[]>> = {
  registration: [
    { value: 'form', label: 'Formularz rejestracyjny' },
    { value: 'bankTransfer', label: 'Przelew weryfikacyjny' },
    { value: 'mObywatel', label: 'mObywatel' },
    { value: 'bankLogin', label: 'Logowanie przez bank' },
  ],
  verification: [
    { value: 'mObywatel', label: 'mObywatel' },
    { value: 'bankTransfer', label: 'Przelew weryfikacyjny' },
    { value: 'idDocument', label: 'Skan dokumentu tożsamości' },
  ],
};

/** An image of a banner: its key, label, size (a row of libs/ui IMAGE_SIZES) and file-manager folder. */
export interface BannerSlot {
  key: string;
  label: string;
  sizeName: string;
  folder: string;
}

/** Every image a banner of each kind has, in exactly the sizes of the spec. */
export const BANNER_SLOTS: Readonly<Record<MethodBannerKind, readonly BannerSlot[]>> = {
  registration: [
    { key: 'desktop', label: 'Desktop', sizeName: 'registrationDesktop', folder: FILE_FOLDERS.registrationDesktop },
    { key: 'mobile', label: 'Mobile', sizeName: 'registrationMobile', folder: FILE_FOLDERS.registrationMobile },
    { key: 'smallMobile', label: 'Small mobile', sizeName: 'registrationSmallMobile', folder: FILE_FOLDERS.registrationSmallMobile },
    { key: 'desktopV2', label: 'Desktop V2', sizeName: 'registrationDesktopV2', folder: FILE_FOLDERS.registrationDesktopV2 },
    { key: 'mobileHeaderV2', label: 'Mobile header V2', sizeName: 'registrationMobileHeaderV2', folder: FILE_FOLDERS.registrationMobileHeaderV2 },
    { key: 'mobileBackgroundV2', label: 'Mobile background V2', sizeName: 'registrationMobileBackgroundV2', folder: FILE_FOLDERS.registrationMobileBackgroundV2 },
  ],
  verification: [
    { key: 'desktop', label: 'Desktop', sizeName: 'verificationDesktop', folder: FILE_FOLDERS.verificationDesktop },
    { key: 'mobileBackground', label: 'Mobile background', sizeName: 'verificationMobileBackground', folder: FILE_FOLDERS.verificationMobileBackground },
  ],
};

const ALL_METHODS = [...new Set(Object.values(BANNER_METHODS).flatMap((list) => list.map((m) => m.value)))];
const ALL_SLOTS = [...new Set(Object.values(BANNER_SLOTS).flatMap((list) => list.map((s) => s.key)))];

const bannerImage = v.strictObject({
  url: v.pipe(requiredString('Image'), fileReference()),
  alt: requiredString('Alt text', maxLength(250)),
});

export const methodBannerSchema = v.pipe(
  v.strictObject({
    kind: selectRequired('kind', METHOD_BANNER_KINDS),
    method: selectRequired('method', ALL_METHODS),
    name: requiredString('Name', maxLength(100)),
    isActive: activeField(),
    images: v.optional(v.strictObject(Object.fromEntries(ALL_SLOTS.map((key) => [key, v.optional(bannerImage)]))), {}),
  }),
  // The kind decides the methods and the images: each of its images is required, another kind's is refused.
  v.rawCheck(({ dataset, addIssue }) => {
    // Runs on a record with other problems too, so a half-filled form shows every missing image at once.
    const value = dataset.value as { kind?: unknown; method?: unknown; images?: unknown } | null;
    if (!value || typeof value !== 'object' || typeof value.kind !== 'string' || !Object.hasOwn(BANNER_METHODS, value.kind)) return;
    const images = value.images && typeof value.images === 'object' ? (value.images as Record<string, unknown>) : {};
    const banner = { kind: value.kind as MethodBannerKind, method: typeof value.method === 'string' ? value.method : '', images };
    const item = (key: string): v.IssuePathItem => ({ type: 'object', origin: 'value', input: banner, key, value: undefined });
    const at = (first: string, ...rest: string[]): [v.IssuePathItem, ...v.IssuePathItem[]] => [item(first), ...rest.map(item)];
    if (banner.method && !BANNER_METHODS[banner.kind].some((m) => m.value === banner.method)) addIssue({ message: messages.select('method'), path: at('method') });
    const slots = BANNER_SLOTS[banner.kind].map((s) => s.key);
    for (const slot of slots) {
      if (banner.images[slot]) continue;
      addIssue({ message: messages.required('Image'), path: at('images', slot, 'url') });
      addIssue({ message: messages.required('Alt text'), path: at('images', slot, 'alt') });
    }
    for (const slot of Object.keys(banner.images)) {
      if (banner.images[slot] !== undefined && !slots.includes(slot)) addIssue({ message: 'is not allowed!', path: at('images', slot) });
    }
  }),
);
export type MethodBannerInput = v.InferOutput<typeof methodBannerSchema>;

/** A method banner as the API returns it. */
export interface MethodBanner extends StoredRecord {
  kind: MethodBannerKind;
  method: string;
  name: string;
  isActive: boolean;
  images: Record<string, { url: string; alt: string } | undefined>;
  status: SwitchStatus;
}

const list = {
  tabs: [
    { value: 'active', label: 'Active' },
    { value: 'inactive', label: 'Inactive' },
  ],
  searchable: true,
  sortable: ['name', 'method'],
  defaultSort: { field: 'method', order: 'asc' },
  filters: { kind: v.optional(v.picklist(METHOD_BANNER_KINDS, messages.select('kind'))) },
} as const;

/** The server's resource: both kinds at v1/registration/banners, a list narrowed by `kind`. */
export const methodBannersModule = defineModule({
  name: 'method-banners',
  item: 'Method banner',
  // One text for both kinds (the item names the record in the API docs, beside the promotional banners).
  messages: { created: 'Banner created successfully', updated: 'Banner updated successfully', deleted: 'Banner deleted successfully' },
  menu: { label: 'Method Banners', group: 'main' },
  access: 'signed-in',
  api: { base: 'admin', path: 'registration/banners' },
  schema: methodBannerSchema,
  list,
});

/** A menu entry over it per kind (the spec's routes /registration and /verification), each with its own folder. */
const kindModule = <const K extends MethodBannerKind, const E extends string>(kind: K, label: string, order: number, expose: E) =>
  defineModule({
    ...methodBannersModule,
    name: kind,
    folders: [`${kind}-method-banners`],
    item: `${label} banner`,
    menu: { label, group: 'main', order },
    forms: { add: 'create', edit: 'edit/:id', preview: 'preview/:id' },
    remote: { app: 'content', expose, file: `method-banners/${kind}.tsx` },
  });
export const registrationBannersModule = kindModule('registration', 'Registration', 320, 'RegistrationBanners');
export const verificationBannersModule = kindModule('verification', 'Verification', 330, 'VerificationBanners');
