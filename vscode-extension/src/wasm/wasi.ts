// Our own WASI preview1: the imports fxlens.wasm uses (and the rest answered ENOSYS), over a pluggable file system
// (files.ts), so that the same code serves the module in Node and in a browser worker (node:wasi is Node's only).
// Descriptors: 0-2 the standard streams, 3 the one preopened folder, `/` (the module sees the whole file system the
// backend gives it, by absolute path), 4 and up what the module opens.
import { Errno, FileStat, FileSystem, FileType, WasiError, normalPath } from './files';
import { WasmMemory } from './webassembly';

export interface WasiOptions {
  args?: string[];
  env: Record<string, string>;
  fs: FileSystem;
  stdout: (bytes: Uint8Array) => void;
  stderr: (bytes: Uint8Array) => void;
  /** Reads standard input into `into`; the bytes read, 0 at its end (the default: an empty input). */
  stdin?: (into: Uint8Array) => number;
}

/** proc_exit, thrown through the module's frames to whoever called it. */
export class ProcExit extends Error {
  constructor(readonly code: number) {
    super(`the module exited with ${code}`);
  }
}

type Descriptor =
  | { kind: 'stdio'; stream: 0 | 1 | 2 }
  | { kind: 'dir'; path: string; entries?: { name: string; type: FileType }[] }
  | { kind: 'file'; path: string; handle: number; position: bigint; append: boolean };

const FILETYPE: Record<FileType, number> = { other: 0, directory: 3, file: 4, symlink: 7 };
const CHARACTER_DEVICE = 2;
const ALL_RIGHTS = 0xffffffffffffffffn;
const RIGHT_FD_READ = 1n << 1n, RIGHT_FD_WRITE = 1n << 6n;
const O_CREAT = 1, O_DIRECTORY = 2, O_EXCL = 4, O_TRUNC = 8, FDFLAG_APPEND = 1, LOOKUP_SYMLINK_FOLLOW = 1;
const PREVIEW1 = [
  'args_get', 'args_sizes_get', 'environ_get', 'environ_sizes_get', 'clock_res_get', 'clock_time_get', 'fd_advise',
  'fd_allocate', 'fd_close', 'fd_datasync', 'fd_fdstat_get', 'fd_fdstat_set_flags', 'fd_fdstat_set_rights',
  'fd_filestat_get', 'fd_filestat_set_size', 'fd_filestat_set_times', 'fd_pread', 'fd_prestat_get',
  'fd_prestat_dir_name', 'fd_pwrite', 'fd_read', 'fd_readdir', 'fd_renumber', 'fd_seek', 'fd_sync', 'fd_tell',
  'fd_write', 'path_create_directory', 'path_filestat_get', 'path_filestat_set_times', 'path_link', 'path_open',
  'path_readlink', 'path_remove_directory', 'path_rename', 'path_symlink', 'path_unlink_file', 'poll_oneoff',
  'proc_exit', 'proc_raise', 'sched_yield', 'random_get', 'sock_accept', 'sock_recv', 'sock_send', 'sock_shutdown',
];

type Import = (...args: never[]) => number;

export class Wasi {
  private memory?: WasmMemory;
  private readonly fds = new Map<number, Descriptor>([
    [0, { kind: 'stdio', stream: 0 }], [1, { kind: 'stdio', stream: 1 }], [2, { kind: 'stdio', stream: 2 }],
    [3, { kind: 'dir', path: '/' }],
  ]);
  private nextFd = 4;
  private readonly encoder = new TextEncoder();
  private readonly decoder = new TextDecoder();

  constructor(private readonly o: WasiOptions) {}

  /** The module's memory: before the first call into it. */
  bind(memory: WasmMemory): void {
    this.memory = memory;
  }

  /** The `wasi_snapshot_preview1` import object. A call never throws into the module (but proc_exit). */
  imports(): Record<string, Import> {
    const calls = this.calls();
    const out: Record<string, Import> = {};
    for (const name of PREVIEW1) {
      const f = calls[name];
      out[name] = ((...args: unknown[]) => {
        if (!f) return Errno.NOSYS;
        try {
          return (f as (...a: unknown[]) => number)(...args);
        } catch (e) {
          if (e instanceof ProcExit) throw e;
          return e instanceof WasiError ? e.errno : Errno.IO;
        }
      }) as Import;
    }
    return out;
  }

  private bytes(ptr: number, len: number): Uint8Array {
    if (!this.memory) throw new WasiError(Errno.INVAL, 'memory not bound');
    return new Uint8Array(this.memory.buffer, ptr, len);
  }
  private view(): DataView {
    if (!this.memory) throw new WasiError(Errno.INVAL, 'memory not bound');
    return new DataView(this.memory.buffer);
  }
  private string(ptr: number, len: number): string {
    return this.decoder.decode(this.bytes(ptr, len));
  }
  /** The buffers of an iovec array. */
  private iovecs(ptr: number, count: number): Uint8Array[] {
    const v = this.view();
    const out: Uint8Array[] = [];
    for (let i = 0; i < count; ++i) out.push(this.bytes(v.getUint32(ptr + 8 * i, true), v.getUint32(ptr + 8 * i + 4, true)));
    return out;
  }
  private fd(fd: number): Descriptor {
    const d = this.fds.get(fd);
    if (!d) throw new WasiError(Errno.BADF);
    return d;
  }
  private writeStrings(strings: string[], ptrs: number, buf: number): number {
    const v = this.view();
    for (const [i, s] of strings.entries()) {
      const b = this.encoder.encode(s + '\0');
      v.setUint32(ptrs + 4 * i, buf, true);
      this.bytes(buf, b.length).set(b);
      buf += b.length;
    }
    return Errno.SUCCESS;
  }
  private writeSizes(strings: string[], countPtr: number, sizePtr: number): number {
    const v = this.view();
    v.setUint32(countPtr, strings.length, true);
    v.setUint32(sizePtr, strings.reduce((n, s) => n + this.encoder.encode(s).length + 1, 0), true);
    return Errno.SUCCESS;
  }
  private writeFilestat(ptr: number, s: FileStat): void {
    const v = this.view();
    v.setBigUint64(ptr, s.dev, true);
    v.setBigUint64(ptr + 8, s.ino, true);
    v.setUint8(ptr + 16, FILETYPE[s.type]);
    v.setBigUint64(ptr + 24, 1n, true);
    v.setBigUint64(ptr + 32, s.size, true);
    for (const at of [40, 48, 56]) v.setBigUint64(ptr + at, s.mtimeNs, true);
  }
  private environment(): string[] {
    return Object.entries(this.o.env).map(([k, val]) => `${k}=${val}`);
  }
  private resolve(dirfd: number, ptr: number, len: number): string {
    const d = this.fd(dirfd);
    if (d.kind !== 'dir') throw new WasiError(Errno.NOTDIR);
    return normalPath(d.path + '/' + this.string(ptr, len));
  }
  private add(d: Descriptor): number {
    const fd = this.nextFd++;
    this.fds.set(fd, d);
    return fd;
  }

  private calls(): Record<string, Import> {
    const args = this.o.args ?? [];
    return {
      args_get: (argv: number, buf: number) => this.writeStrings(args, argv, buf),
      args_sizes_get: (count: number, size: number) => this.writeSizes(args, count, size),
      environ_get: (env: number, buf: number) => this.writeStrings(this.environment(), env, buf),
      environ_sizes_get: (count: number, size: number) => this.writeSizes(this.environment(), count, size),
      clock_res_get: (_id: number, out: number) => (this.view().setBigUint64(out, 1000n, true), Errno.SUCCESS),
      clock_time_get: (id: number, _precision: bigint, out: number) => {
        const ms = id === 0 ? performance.timeOrigin + performance.now() : performance.now();
        this.view().setBigUint64(out, BigInt(Math.round(ms * 1e6)), true);
        return Errno.SUCCESS;
      },
      random_get: (ptr: number, len: number) => {
        for (let at = 0; at < len; at += 65536) crypto.getRandomValues(this.bytes(ptr + at, Math.min(65536, len - at)));
        return Errno.SUCCESS;
      },
      sched_yield: () => Errno.SUCCESS,
      proc_exit: (code: number) => {
        throw new ProcExit(code);
      },
      fd_prestat_get: (fd: number, out: number) => {
        if (fd !== 3) throw new WasiError(Errno.BADF);
        const v = this.view();
        v.setUint8(out, 0);
        v.setUint32(out + 4, 1, true);
        return Errno.SUCCESS;
      },
      fd_prestat_dir_name: (fd: number, ptr: number, len: number) => {
        if (fd !== 3 || len < 1) throw new WasiError(Errno.BADF);
        this.bytes(ptr, 1).set(this.encoder.encode('/'));
        return Errno.SUCCESS;
      },
      fd_fdstat_get: (fd: number, out: number) => {
        const d = this.fd(fd);
        const v = this.view();
        v.setUint8(out, d.kind === 'stdio' ? CHARACTER_DEVICE : d.kind === 'dir' ? FILETYPE.directory : FILETYPE.file);
        v.setUint16(out + 2, d.kind === 'file' && d.append ? FDFLAG_APPEND : 0, true);
        v.setBigUint64(out + 8, ALL_RIGHTS, true);
        v.setBigUint64(out + 16, ALL_RIGHTS, true);
        return Errno.SUCCESS;
      },
      fd_fdstat_set_flags: (fd: number) => (this.fd(fd), Errno.SUCCESS),  // non-blocking or not: reads never wait
      fd_filestat_get: (fd: number, out: number) => {
        const d = this.fd(fd);
        if (d.kind === 'stdio') this.writeFilestat(out, { type: 'other', size: 0n, mtimeNs: 0n, dev: 0n, ino: 0n });
        else this.writeFilestat(out, d.kind === 'dir' ? this.o.fs.stat(d.path, true) : this.o.fs.fstat(d.handle));
        if (d.kind === 'stdio') this.view().setUint8(out + 16, CHARACTER_DEVICE);
        return Errno.SUCCESS;
      },
      path_filestat_get: (dirfd: number, flags: number, ptr: number, len: number, out: number) => {
        this.writeFilestat(out, this.o.fs.stat(this.resolve(dirfd, ptr, len), (flags & LOOKUP_SYMLINK_FOLLOW) !== 0));
        return Errno.SUCCESS;
      },
      path_open: (dirfd: number, _lookup: number, ptr: number, len: number, oflags: number, rights: bigint,
                  _inheriting: bigint, fdflags: number, out: number) => {
        const path = this.resolve(dirfd, ptr, len);
        const write = (rights & RIGHT_FD_WRITE) !== 0n || (oflags & (O_CREAT | O_TRUNC)) !== 0;
        let folder = (oflags & O_DIRECTORY) !== 0;
        if (!folder && !write) {
          try {
            folder = this.o.fs.stat(path, true).type === 'directory';
          } catch {
            // missing: open() says so
          }
        }
        if (folder) {
          if (this.o.fs.stat(path, true).type !== 'directory') throw new WasiError(Errno.NOTDIR);
          this.view().setUint32(out, this.add({ kind: 'dir', path }), true);
          return Errno.SUCCESS;
        }
        const append = (fdflags & FDFLAG_APPEND) !== 0;
        const read = (rights & RIGHT_FD_READ) !== 0n || !write;
        const handle = this.o.fs.open(path, { read, write, create: (oflags & O_CREAT) !== 0, truncate: (oflags & O_TRUNC) !== 0,
                                              exclusive: (oflags & O_EXCL) !== 0, append });
        this.view().setUint32(out, this.add({ kind: 'file', path, handle, position: 0n, append }), true);
        return Errno.SUCCESS;
      },
      fd_close: (fd: number) => {
        const d = this.fd(fd);
        if (d.kind === 'file') this.o.fs.close(d.handle);
        if (fd > 3) this.fds.delete(fd);
        return Errno.SUCCESS;
      },
      fd_read: (fd: number, iovs: number, count: number, out: number) => this.read(fd, iovs, count, out, null),
      fd_pread: (fd: number, iovs: number, count: number, at: bigint, out: number) => this.read(fd, iovs, count, out, at),
      fd_write: (fd: number, iovs: number, count: number, out: number) => this.write(fd, iovs, count, out),
      fd_seek: (fd: number, offset: bigint, whence: number, out: number) => {
        const d = this.fd(fd);
        if (d.kind !== 'file') throw new WasiError(Errno.SPIPE);
        const base = whence === 0 ? 0n : whence === 1 ? d.position : this.o.fs.fstat(d.handle).size;
        if (base + offset < 0n) throw new WasiError(Errno.INVAL);
        d.position = base + offset;
        this.view().setBigUint64(out, d.position, true);
        return Errno.SUCCESS;
      },
      fd_tell: (fd: number, out: number) => {
        const d = this.fd(fd);
        if (d.kind !== 'file') throw new WasiError(Errno.SPIPE);
        this.view().setBigUint64(out, d.position, true);
        return Errno.SUCCESS;
      },
      fd_readdir: (fd: number, buf: number, len: number, cookie: bigint, out: number) => this.readdir(fd, buf, len, cookie, out),
    };
  }

  private read(fd: number, iovs: number, count: number, out: number, at: bigint | null): number {
    const d = this.fd(fd);
    let total = 0;
    for (const into of this.iovecs(iovs, count)) {
      let n = 0;
      if (d.kind === 'stdio') n = d.stream === 0 && this.o.stdin ? this.o.stdin(into) : 0;
      else if (d.kind === 'dir') throw new WasiError(Errno.ISDIR);
      else n = this.o.fs.read(d.handle, into, (at ?? d.position) + BigInt(total));
      total += n;
      if (n < into.length) break;
    }
    if (d.kind === 'file' && at === null) d.position += BigInt(total);
    this.view().setUint32(out, total, true);
    return Errno.SUCCESS;
  }

  private write(fd: number, iovs: number, count: number, out: number): number {
    const d = this.fd(fd);
    const parts = this.iovecs(iovs, count);
    const data = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
    parts.reduce((at, p) => (data.set(p, at), at + p.length), 0);  // a copy: the module's memory changes after
    let n = data.length;
    if (d.kind === 'stdio') (d.stream === 2 ? this.o.stderr : this.o.stdout)(data);
    else if (d.kind === 'dir') throw new WasiError(Errno.ISDIR);
    else {
      n = this.o.fs.write(d.handle, data, d.append ? null : d.position);
      if (!d.append) d.position += BigInt(n);
    }
    this.view().setUint32(out, n, true);
    return Errno.SUCCESS;
  }

  // Entries from `cookie` on, each a 24-byte header (next cookie, inode, name length, type) and the name, as many as
  // fit; the last may be cut (the module asks again with a bigger buffer when it is).
  private readdir(fd: number, buf: number, len: number, cookie: bigint, out: number): number {
    const d = this.fd(fd);
    if (d.kind !== 'dir') throw new WasiError(Errno.NOTDIR);
    if (cookie === 0n || !d.entries) d.entries = this.o.fs.readdir(d.path);
    const target = this.bytes(buf, len);
    let used = 0;
    for (let i = Number(cookie); i < d.entries.length && used < len; ++i) {
      const name = this.encoder.encode(d.entries[i].name);
      const entry = new Uint8Array(24 + name.length);
      const v = new DataView(entry.buffer);
      v.setBigUint64(0, BigInt(i + 1), true);
      v.setBigUint64(8, BigInt(i + 1), true);  // not the file's inode (a listing does not say), but never 0
      v.setUint32(16, name.length, true);
      v.setUint8(20, FILETYPE[d.entries[i].type]);
      entry.set(name, 24);
      const n = Math.min(entry.length, len - used);
      target.set(entry.subarray(0, n), used);
      used += n;
    }
    this.view().setUint32(out, used, true);
    return Errno.SUCCESS;
  }
}
