// The real file system for the module in Node (files.ts's FileSystem over node:fs, synchronous), so that dump files
// beside the open ones (siblings) and the command line's inputs are read as the native fxlens reads them. The
// module's paths are POSIX; on Windows a drive is its first component, as fxlens makes paths of file URIs
// (file:///c%3A/Users/x → /c:/Users/x): /c:/Users/x is C:\Users\x here, and C:\Users\x is /c:/Users/x there.
import * as fs from 'fs';
import { Errno, FileStat, FileSystem, FileType, OpenMode, WasiError } from './files';

/** The host's path of a module path (POSIX paths stay as they are; on Windows only drive paths exist). */
export function hostPath(p: string, platform: NodeJS.Platform = process.platform): string {
  if (platform !== 'win32') return p;
  const m = /^\/([A-Za-z]):(\/.*)?$/.exec(p);
  if (!m) throw new WasiError(Errno.NOENT, `no drive in ${p}`);
  return `${m[1].toUpperCase()}:${(m[2] ?? '/').replace(/\//g, '\\')}`;
}

/** The module's path of a host path (the inverse of hostPath): C:\Users\x → /c:/Users/x. */
export function modulePath(p: string, platform: NodeJS.Platform = process.platform): string {
  if (platform !== 'win32') return p;
  const m = /^([A-Za-z]):[\\/]?(.*)$/.exec(p);
  return m ? `/${m[1].toLowerCase()}:/${m[2].replace(/\\/g, '/')}` : p.replace(/\\/g, '/');
}

const ERRNO: Record<string, number> = {
  ENOENT: Errno.NOENT, EACCES: Errno.ACCES, EPERM: Errno.PERM, ENOTDIR: Errno.NOTDIR, EISDIR: Errno.ISDIR,
  EEXIST: Errno.EXIST, EBADF: Errno.BADF, EINVAL: Errno.INVAL, EROFS: Errno.ROFS, ENOTEMPTY: Errno.NOTEMPTY,
};

function wasiError(e: unknown): WasiError {
  if (e instanceof WasiError) return e;
  const code = (e as NodeJS.ErrnoException)?.code;
  return new WasiError(code && code in ERRNO ? ERRNO[code] : Errno.IO, String(e));
}

function typeOf(s: { isFile(): boolean; isDirectory(): boolean; isSymbolicLink(): boolean }): FileType {
  return s.isFile() ? 'file' : s.isDirectory() ? 'directory' : s.isSymbolicLink() ? 'symlink' : 'other';
}

function statOf(s: fs.BigIntStats): FileStat {
  return { type: typeOf(s), size: s.size, mtimeNs: s.mtimeNs, dev: s.dev, ino: s.ino };
}

function flags(m: OpenMode): number {
  const c = fs.constants;
  let f = m.write ? (m.read ? c.O_RDWR : c.O_WRONLY) : c.O_RDONLY;
  if (m.create) f |= c.O_CREAT;
  if (m.truncate) f |= c.O_TRUNC;
  if (m.exclusive) f |= c.O_EXCL;
  if (m.append) f |= c.O_APPEND;
  return f;
}

export class NodeFiles implements FileSystem {
  constructor(private readonly platform: NodeJS.Platform = process.platform) {}

  private run<T>(f: () => T): T {
    try {
      return f();
    } catch (e) {
      throw wasiError(e);
    }
  }
  stat(path: string, follow: boolean): FileStat {
    return this.run(() => statOf(follow ? fs.statSync(hostPath(path, this.platform), { bigint: true })
                                        : fs.lstatSync(hostPath(path, this.platform), { bigint: true })));
  }
  readdir(path: string): { name: string; type: FileType }[] {
    return this.run(() => fs.readdirSync(hostPath(path, this.platform), { withFileTypes: true })
      .map((e) => ({ name: e.name, type: typeOf(e) })));
  }
  open(path: string, mode: OpenMode): number {
    return this.run(() => fs.openSync(hostPath(path, this.platform), flags(mode)));
  }
  read(handle: number, into: Uint8Array, position: bigint): number {
    return this.run(() => fs.readSync(handle, into, 0, into.length, position));
  }
  write(handle: number, data: Uint8Array, position: bigint | null): number {
    return this.run(() => fs.writeSync(handle, data, 0, data.length, position === null ? null : Number(position)));
  }
  fstat(handle: number): FileStat {
    return this.run(() => statOf(fs.fstatSync(handle, { bigint: true })));
  }
  close(handle: number): void {
    this.run(() => fs.closeSync(handle));
  }
}
