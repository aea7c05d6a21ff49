// One interface over where the bytes live (local disk by default, an S3-compatible bucket when
// configured). Keys are relative paths already checked by pathProblem(); folders are real directories on
// disk and "prefix/" marker objects in a bucket.
import type { Readable } from 'node:stream';

export interface StoredEntry {
  key: string;
  name: string;
  isDir: boolean;
  size: number;
  modifiedAt: Date;
}

export interface StoredObject {
  body: Readable;
  size: number;
  modifiedAt: Date;
  /** Recorded at upload where the store keeps it (S3); detected from the bytes otherwise. */
  contentType: string | null;
}

export interface WriteOptions {
  contentType: string;
  /** When false, an existing key makes write() throw AlreadyExistsError, even under a race. */
  overwrite: boolean;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  stat(key: string): Promise<StoredEntry | null>;
  /** Direct children of a folder ('' is the root). */
  list(folder: string): Promise<StoredEntry[]>;
  /** Every file below a folder, at any depth. */
  listFilesDeep(folder: string): Promise<StoredEntry[]>;
  /** Returns true when a file was replaced. */
  write(key: string, bytes: Uint8Array, options: WriteOptions): Promise<boolean>;
  read(key: string): Promise<StoredObject | null>;
  /** The first bytes of a file (content sniffing). */
  readHead(key: string, length: number): Promise<Uint8Array | null>;
  /** Creates one folder (its parent must exist); false when it already exists. */
  makeDir(key: string): Promise<boolean>;
  /** Removes a file, or a folder with everything in it. */
  remove(key: string): Promise<void>;
  /** Moves a file or folder; the destination must not exist and its parent must. */
  move(from: string, to: string): Promise<void>;
  /** Removes temporary files that an interrupted write left (older than minAgeMs); returns how many. */
  sweepTemporary?(minAgeMs: number): Promise<number>;
  close?(): Promise<void>;
}

export class AlreadyExistsError extends Error {
  constructor(readonly key: string) {
    super(`${key} already exists`);
  }
}

export class StorageKeyError extends Error {
  constructor(readonly key: string, reason: string) {
    super(`Refused storage key: ${reason}`);
  }
}
