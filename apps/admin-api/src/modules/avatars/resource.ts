// v1/avatars/categories on the resource engine: tabs active / inactive / expired from isActive and the dates,
// search by name and subtitle. Each avatar gets a lasting id on its first save (players' profiles refer to it).
import { avatarsModule, type AvatarInput } from '@backoffice/modules-content';
import { defineResource, type StoredRecord } from '../../resource/definition';
import { HttpError } from '../../http/errors';
import type { Db } from '../../db/db';
import { STORED_RULE } from '../../core/doc-extensions';

const day = 24 * 3600_000;
// name, subtitle, avatar file stems, [starts in days, ends in days] relative to now, active, new
const SECTIONS: [string, string, string[], [number | null, number | null], boolean, boolean][] = [
  ['Piłka nożna', 'Bramkarze, napastnicy i kibice', ['bramkarz', 'napastnik', 'kibic', 'sedzia', 'trener'], [null, null], true, false],
  ['Mundial 2026', 'Wybierz barwy swojej drużyny', ['polska', 'brazylia', 'argentyna', 'francja', 'hiszpania', 'niemcy'], [-10, 240], true, true],
  ['Sporty zimowe', 'Skoczkowie, biegacze i hokeiści', ['skoczek', 'biegaczka', 'hokeista', 'snowboardzista'], [null, null], true, false],
  ['Żużel', 'Prosto z toru', ['zuzlowiec', 'kask', 'motocykl'], [null, null], true, false],
  ['Siatkówka', 'Dla fanów PlusLigi', ['atakujacy', 'libero', 'rozgrywajaca'], [null, null], true, false],
  ['E-sport', 'Postacie z wirtualnych aren', ['snajper', 'mag', 'rycerz', 'robot'], [null, null], true, true],
  ['Zwierzaki', 'Maskotki na każdą okazję', ['lis', 'sowa', 'niedzwiedz', 'orzel', 'zubr'], [null, null], true, false],
  ['Święta 2026', 'Świąteczne avatary na grudzień', ['mikolaj', 'renifer', 'balwan', 'choinka'], [5, 45], true, true],
  ['Klasyczne', 'Proste ikony dla każdego', ['pilka', 'kupon', 'puchar', 'gwizdek'], [null, null], true, false],
  ['Tenis', 'Kort ziemny i trawiasty', ['tenisistka', 'rakieta'], [null, null], false, false],
  ['Euro 2024', 'Barwy z mistrzostw Europy', ['orzelek', 'berlin'], [-540, -480], true, false],
  ['Halloween 2025', 'Straszne avatary na jedną noc', ['dynia', 'duch', 'nietoperz'], [-400, -380], true, false],
];

/** Gives avatars without an id the next lasting one; an id the section did not have is refused. */
async function assignAvatarIds(db: Db, avatars: AvatarInput[], existing?: StoredRecord): Promise<AvatarInput[]> {
  const known = new Set(((existing?.avatars as AvatarInput[] | undefined) ?? []).map((a) => a.avatarId));
  const foreign = avatars.findIndex((a) => a.avatarId !== undefined && !known.has(a.avatarId));
  if (foreign >= 0) throw new HttpError(400, 'Validation failed', { [`avatars.${foreign}.avatarId`]: ['is not allowed!'] });
  const needed = avatars.filter((a) => a.avatarId === undefined).length;
  if (needed === 0) return avatars;
  const { rows } = await db.query<{ id: string }>('SELECT nextval(\'avatar_ids\')::text AS id FROM generate_series(1, $1)', [needed]);
  const ids = rows.map((r) => Number(r.id));
  return avatars.map((a) => (a.avatarId === undefined ? { ...a, avatarId: ids.shift() } : a));
}

export const avatarsResource = defineResource({
  module: avatarsModule,
  table: 'avatar_categories',
  // The spec names a section's id categoryId.
  columns: 't.*, t.id AS category_id',
  recordFields: { categoryId: { type: 'integer', minimum: 1, description: 'The same as id' } },
  jsonFields: ['avatars'],
  searchFields: ['categoryName', 'categoryTagline'],
  status: { active: 'isActive', startsAt: 'dateFrom', endsAt: 'dateTill' },
  userColumns: true,
  fileFields: ['avatars'],
  nameField: 'categoryName',
  // An avatar's id is the server's (assignAvatarIds): a new section's avatars have none, a change may keep the ones
  // the section has.
  bodyDoc: (body, kind) => {
    const avatars = body.properties?.avatars as { items?: { properties?: Record<string, Record<string, unknown>> } } | undefined;
    const fields = avatars?.items?.properties;
    if (!avatars || !fields?.avatarId) return body;
    const { avatarId, ...others } = fields;
    const stated = kind === 'create'
      ? others
      : { ...fields, avatarId: { ...avatarId, [STORED_RULE]: 'avatars[].avatarId', description: 'The id the server gave this avatar on its first save: one the stored section holds (any other: "is not allowed!"); a new avatar sends none' } };
    return { ...body, properties: { ...body.properties, avatars: { ...avatars, items: { ...avatars.items, properties: stated } } } };
  },
  beforeWrite: async (input, { db, existing }) => ({ ...input, avatars: await assignAvatarIds(db, input.avatars, existing) }),
  demo: (now) => {
    const at = (days: number | null) => (days === null ? null : new Date(now.getTime() + days * day).toISOString());
    return SECTIONS.map(([categoryName, categoryTagline, stems, [from, till], isActive, isNew], i) => ({
      categoryName,
      categoryTagline,
      dateFrom: at(from),
      dateTill: at(till),
      sortOrder: i + 1,
      isActive,
      isNew,
      avatars: stems.map((stem, j) => ({ avatarId: (i + 1) * 100 + j + 1, avatarFileUrl: `/files/avatars/${stem}.png`, avatarFile: `${stem}.png` })),
    }));
  },
});
