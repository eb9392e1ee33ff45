/** Reads a font's big-endian numbers, and WOFF2's variable-length ones, from a byte array. */
export class Reader {
  offset = 0;
  private readonly view: DataView;
  constructor(readonly bytes: Uint8Array) {
    this.view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  }
  u8() {
    return this.view.getUint8(this.offset++);
  }
  u16() {
    const value = this.view.getUint16(this.offset);
    this.offset += 2;
    return value;
  }
  i16() {
    const value = this.view.getInt16(this.offset);
    this.offset += 2;
    return value;
  }
  u32() {
    const value = this.view.getUint32(this.offset);
    this.offset += 4;
    return value;
  }
  skip(count: number) {
    this.offset += count;
  }
  take(count: number): Uint8Array {
    if (this.offset + count > this.bytes.length) throw new Error("WOFF2 data ends early");
    const slice = this.bytes.subarray(this.offset, this.offset + count);
    this.offset += count;
    return slice;
  }
  /** UIntBase128: up to five bytes, seven bits each, most significant first. */
  base128(): number {
    let value = 0;
    for (let index = 0; index < 5; index++) {
      const byte = this.u8();
      if (index === 0 && byte === 0x80) throw new Error("Bad UIntBase128");
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error("Bad UIntBase128");
  }
  /** 255UInt16. */
  u255(): number {
    const code = this.u8();
    if (code === 253) return this.u16();
    if (code === 255) return this.u8() + 253;
    if (code === 254) return this.u8() + 253 * 2;
    return code;
  }
}

/** A growing big-endian byte buffer, for writing a font's tables. */
export class Writer {
  private buffer = Buffer.alloc(1024);
  length = 0;
  private ensure(extra: number) {
    if (this.length + extra <= this.buffer.length) return;
    const next = Buffer.alloc(Math.max(this.buffer.length * 2, this.length + extra));
    this.buffer.copy(next, 0, 0, this.length);
    this.buffer = next;
  }
  u8(value: number) {
    this.ensure(1);
    this.buffer.writeUInt8(value & 0xff, this.length++);
  }
  u16(value: number) {
    this.ensure(2);
    this.buffer.writeUInt16BE(value & 0xffff, this.length);
    this.length += 2;
  }
  i16(value: number) {
    this.ensure(2);
    this.buffer.writeInt16BE(value, this.length);
    this.length += 2;
  }
  u32(value: number) {
    this.ensure(4);
    this.buffer.writeUInt32BE(value >>> 0, this.length);
    this.length += 4;
  }
  bytes(data: Uint8Array) {
    this.ensure(data.length);
    this.buffer.set(data, this.length);
    this.length += data.length;
  }
  pad4() {
    while (this.length % 4) this.u8(0);
  }
  result(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}
