// LSP's base protocol (headers, then a JSON body of Content-Length bytes) between message objects and a byte stream:
// the Web Worker gets the client's messages as objects (postMessage) and gives the WebAssembly server bytes on its
// stdin, and reads the server's stdout back into objects. Pure (TextEncoder/TextDecoder only): unit-tested.

const encoder = new TextEncoder();

/** One message, framed: `Content-Length: N\r\n\r\n` and N bytes of UTF-8 JSON. */
export function encodeMessage(message: unknown): Uint8Array {
  const body = encoder.encode(JSON.stringify(message));
  const head = encoder.encode(`Content-Length: ${body.length}\r\n\r\n`);
  const out = new Uint8Array(head.length + body.length);
  out.set(head, 0);
  out.set(body, head.length);
  return out;
}

/** The bytes of a stream in, whole messages out, however the stream is cut (a header or a body over several
 *  chunks, several messages in one). A frame without Content-Length, or whose body is not JSON, is an error: the
 *  stream cannot be resynchronised after it. */
export class FrameDecoder {
  private buf = new Uint8Array(0);
  private readonly text = new TextDecoder('utf-8');
  /** Bound on a header block: a stream that is not LSP fails fast instead of buffering. */
  static readonly MAX_HEADER = 4096;

  push(chunk: Uint8Array): unknown[] {
    const joined = new Uint8Array(this.buf.length + chunk.length);
    joined.set(this.buf, 0);
    joined.set(chunk, this.buf.length);
    this.buf = joined;
    const out: unknown[] = [];
    for (;;) {
      const end = headerEnd(this.buf);
      if (end < 0) {
        if (this.buf.length > FrameDecoder.MAX_HEADER) throw new Error('LSP framing: no header end in the first 4096 bytes');
        return out;
      }
      const header = this.text.decode(this.buf.subarray(0, end));
      const m = /^content-length:\s*(\d+)\s*$/im.exec(header);
      if (!m) throw new Error(`LSP framing: a header without Content-Length: ${JSON.stringify(header.slice(0, 200))}`);
      const length = Number(m[1]), start = end + 4;
      if (this.buf.length < start + length) return out;
      const body = this.text.decode(this.buf.subarray(start, start + length));
      this.buf = this.buf.slice(start + length);
      try { out.push(JSON.parse(body)); } catch (e) {
        throw new Error(`LSP framing: a body that is not JSON (${(e as Error).message})`);
      }
    }
  }
}

/** Offset of "\r\n\r\n" in `b`, or -1. */
function headerEnd(b: Uint8Array): number {
  for (let i = 0; i + 3 < b.length; ++i)
    if (b[i] === 13 && b[i + 1] === 10 && b[i + 2] === 13 && b[i + 3] === 10) return i;
  return -1;
}
