// What the WASI layer (wasi.ts) asks of a file system: a pluggable backend, so that one host core runs in Node (the
// real file system, nodeFiles.ts) and in a browser worker (no files, or whatever the embedder provides). Paths
// are the module's: POSIX, absolute, already normalised ("/a/b.txt"; on Windows "/c:/Users/x", as fxlens turns
// file URIs into paths). Every method is synchronous (WASI calls are) and throws WasiError to fail.

/** WASI preview1 errno values the host returns. */
export const Errno = {
  SUCCESS: 0, ACCES: 2, BADF: 8, EXIST: 20, INVAL: 28, IO: 29, ISDIR: 31, NOENT: 44, NOSYS: 52, NOTDIR: 54,
  NOTEMPTY: 55, PERM: 63, ROFS: 69, SPIPE: 70, NOTCAPABLE: 76,
} as const;

export class WasiError extends Error {
  constructor(readonly errno: number, message = `WASI errno ${errno}`) {
    super(message);
  }
}

export type FileType = 'file' | 'directory' | 'symlink' | 'other';

export interface FileStat {
  type: FileType;
  size: bigint;
  mtimeNs: bigint;
  dev: bigint;
  ino: bigint;
}

export interface OpenMode {
  read: boolean;
  write: boolean;
  create: boolean;
  truncate: boolean;
  exclusive: boolean;
  append: boolean;
}

export interface FileSystem {
  /** The file at `path`; links followed when `follow`. */
  stat(path: string, follow: boolean): FileStat;
  /** The names in a folder with their types (links not followed), "." and ".." left out. */
  readdir(path: string): { name: string; type: FileType }[];
  /** A handle of the backend's own for a file (not a folder). */
  open(path: string, mode: OpenMode): number;
  read(handle: number, into: Uint8Array, position: bigint): number;
  write(handle: number, data: Uint8Array, position: bigint | null): number;
  fstat(handle: number): FileStat;
  close(handle: number): void;
}

/** A file system with nothing in it (a browser worker that gives the server no files): every path is missing. */
export const noFiles: FileSystem = {
  stat() { throw new WasiError(Errno.NOENT); },
  readdir() { throw new WasiError(Errno.NOENT); },
  open() { throw new WasiError(Errno.NOENT); },
  read() { throw new WasiError(Errno.BADF); },
  write() { throw new WasiError(Errno.BADF); },
  fstat() { throw new WasiError(Errno.BADF); },
  close() { /* nothing is ever open */ },
};

/** `/a/./b/../c` → `/a/c`; `..` never climbs above the root. Relative paths are taken from `/`. */
export function normalPath(p: string): string {
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return '/' + out.join('/');
}
