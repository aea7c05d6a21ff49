// Regulation: a document of the site's rules — name, type, active, and per language (pl, en,
// uk) a title and a PDF, Polish required. The body is flattened with underscores: pl_title, pl_fileUrl, en_title …
import * as v from 'valibot';
import { labelled, maxLength, optionalString, requiredString, messages, CONTENT_LANGUAGES, languageField, FILE_FOLDERS, fileReference, fileReferencePath, CRUD_FORMS, defineModule, ACTIVE_INACTIVE_TABS, activeField } from '@backoffice/validation';
import type { StoredRecord, SwitchStatus } from './stored';

/**
 * The documents a Polish licensed betting site publishes (the list of types was not given;
 * docs/decisions.md): the terms of the service, the betting rules, promotion and bonus terms, responsible gambling,
 * privacy and cookies policies, payments, and account verification (KYC/AML).
 */
export const REGULATION_TYPES = [
  { value: 'general-terms', label: 'General terms' },
  { value: 'betting-rules', label: 'Betting rules' },
  { value: 'promotion-terms', label: 'Promotion terms' },
  { value: 'bonus-terms', label: 'Bonus terms' },
  { value: 'responsible-gambling', label: 'Responsible gambling' },
  { value: 'privacy-policy', label: 'Privacy policy' },
  { value: 'cookies-policy', label: 'Cookies policy' },
  { value: 'payments', label: 'Payments' },
  { value: 'verification', label: 'Account verification (KYC/AML)' },
] as const;
export type RegulationType = (typeof REGULATION_TYPES)[number]['value'];
const TYPE_VALUES: RegulationType[] = REGULATION_TYPES.map((type) => type.value);

/** The label of a type value (an unknown one as it is). */
export const regulationTypeLabel = (value: string) => REGULATION_TYPES.find((type) => type.value === value)?.label ?? value;

export const NOT_IN_REGULATIONS_FOLDER = `The PDF must be stored in the ${FILE_FOLDERS.regulations} folder`;

const inRegulationsFolder = (reference: string) => fileReferencePath(reference)?.startsWith(`${FILE_FOLDERS.regulations}/`) ?? false;
const pdfLink = () => [fileReference(), v.check<string, string>(inRegulationsFolder, NOT_IN_REGULATIONS_FOLDER)] as const;
const TITLE_MAX = 200;

const filled = (value: string | null | undefined) => typeof value === 'string' && value.trim() !== '';

export const regulationSchema = v.pipe(
  v.strictObject({
    regulationName: requiredString('Name', maxLength(150)),
    // selectRequired's picklist, typed as the list (its return type also covers the free-choice form).
    type: labelled('Type', v.optional(v.picklist(TYPE_VALUES, messages.select('type')), '' as RegulationType)),
    isActive: activeField(),
    pl_title: requiredString('Title', maxLength(TITLE_MAX)),
    pl_fileUrl: requiredString('PDF', ...pdfLink()),
    en_title: optionalString(maxLength(TITLE_MAX)),
    en_fileUrl: optionalString(...pdfLink()),
    uk_title: optionalString(maxLength(TITLE_MAX)),
    uk_fileUrl: optionalString(...pdfLink()),
  }),
  // An optional language: its title and its PDF come together (a title with no document is a dead link on the site).
  v.forward(v.partialCheck([['en_title'], ['en_fileUrl']], (r) => !filled(r.en_fileUrl) || filled(r.en_title), messages.required('English title')), ['en_title']),
  v.forward(v.partialCheck([['en_title'], ['en_fileUrl']], (r) => !filled(r.en_title) || filled(r.en_fileUrl), messages.required('English PDF')), ['en_fileUrl']),
  v.forward(v.partialCheck([['uk_title'], ['uk_fileUrl']], (r) => !filled(r.uk_fileUrl) || filled(r.uk_title), messages.required('Ukrainian title')), ['uk_title']),
  v.forward(v.partialCheck([['uk_title'], ['uk_fileUrl']], (r) => !filled(r.uk_title) || filled(r.uk_fileUrl), messages.required('Ukrainian PDF')), ['uk_fileUrl']),
);
export type RegulationInput = v.InferOutput<typeof regulationSchema>;

/** The per-language fields of a regulation, for the editor and the server's PDF check. */
export const REGULATION_FILE_FIELDS = CONTENT_LANGUAGES.map((language) => languageField(language, 'fileUrl')) as readonly ('pl_fileUrl' | 'en_fileUrl' | 'uk_fileUrl')[];

/** A regulation as the API returns it; regulationTitle is its Polish title (what the site lists). */
export interface Regulation extends RegulationInput, StoredRecord {
  regulationTitle: string;
  status: SwitchStatus;
}

// The module: tabs Active / In-Active / All (the spec: the default tab is active), search by name and
// title, the spec's own success texts.
export const regulationsModule = defineModule({
  name: 'regulations',
  folders: [FILE_FOLDERS.regulations],
  item: 'Regulation',
  menu: { label: 'Regulations', group: 'main', order: 120 },
  access: { group: 'regulation' },
  api: { base: 'admin', path: 'regulations' },
  schema: regulationSchema,
  messages: {
    created: 'Regulation added successfully',
    updated: 'Regulation updated successfully',
  },
  list: {
    tabs: [...ACTIVE_INACTIVE_TABS, { value: 'all', label: 'All' }],
    searchable: true,
    sortable: ['regulationName', 'type', 'updatedAt'],
    defaultSort: { field: 'updatedAt', order: 'desc' },
  },
  forms: CRUD_FORMS,
  remote: { app: 'content', expose: 'Regulations', file: 'regulations/index.tsx' },
});
