// What the server adds to every record it stores, declared once for the modules' "as the API returns it" types.

/** The stored fields: the id, the version an edit must name (a stale one is refused) and the two times (ISO). */
export interface StoredRecord {
  id: number;
  version: number;
  createdAt: string;
  updatedAt: string;
}

/** The status of a record with an active switch only (tabs Active / In-Active). */
export type SwitchStatus = 'active' | 'inactive';

/** The status of a record with an active switch and a date window (tabs Active / In-Active / Expired). */
export type WindowStatus = SwitchStatus | 'expired';
