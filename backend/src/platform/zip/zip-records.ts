/**
 * The byte layouts of a ZIP archive (APPNOTE 6.3.x) the streaming writer needs: local header, data descriptor,
 * central directory entry and the (ZIP64) end records. Every entry is written with a data descriptor (general
 * purpose bit 3) and a UTF-8 name (bit 11), so nothing has to be known before the data has streamed.
 */

/** Above this, a size, offset or count no longer fits its classic field and ZIP64 takes over. */
export const MAX_32 = 0xffffffff;
const MAX_16 = 0xffff;
const FLAGS = 0x0808;
/** 4.5 needed for ZIP64; 3.x (Unix) as the maker so unzip applies the permission bits. */
const VERSION_NEEDED = 45;
const VERSION_MADE_BY = (3 << 8) | 45;
/** -rw-r--r-- regular file, in the high half of the external attributes. */
const UNIX_FILE_ATTRIBUTES = (0o100644 << 16) >>> 0;

/** What the central directory records about one entry once its data has been written. */
export interface EntryRecord {
  readonly name: Buffer;
  readonly method: 0 | 8;
  readonly dosTime: number;
  readonly dosDate: number;
  readonly crc: number;
  readonly compressedSize: number;
  readonly size: number;
  readonly offset: number;
}

/** MS-DOS date and time fields (local time, 2-second resolution, 1980–2107). */
export function dosDateTime(date: Date): { dosTime: number; dosDate: number } {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107);
  return {
    dosTime: (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2),
    dosDate: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

/** The local file header: sizes and CRC are zero, they follow in the data descriptor. */
export function localHeader(name: Buffer, method: 0 | 8, dosTime: number, dosDate: number): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(VERSION_NEEDED, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(method, 8);
  header.writeUInt16LE(dosTime, 10);
  header.writeUInt16LE(dosDate, 12);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

/** The data descriptor; 8-byte sizes when either size needs ZIP64 (as Go's archive/zip and Info-ZIP read it). */
export function dataDescriptor(crc: number, compressedSize: number, size: number, zip64Above: number): Buffer {
  const wide = compressedSize > zip64Above || size > zip64Above;
  const out = Buffer.alloc(wide ? 24 : 16);
  out.writeUInt32LE(0x08074b50, 0);
  out.writeUInt32LE(crc, 4);
  if (wide) {
    out.writeBigUInt64LE(BigInt(compressedSize), 8);
    out.writeBigUInt64LE(BigInt(size), 16);
  } else {
    out.writeUInt32LE(compressedSize, 8);
    out.writeUInt32LE(size, 12);
  }
  return out;
}

/** One central directory entry, with a ZIP64 extra field holding whichever values overflow. */
export function centralEntry(entry: EntryRecord, zip64Above: number): Buffer {
  const wide = { size: entry.size > zip64Above, compressed: entry.compressedSize > zip64Above };
  const farOffset = entry.offset > zip64Above;
  const extraValues = [
    ...(wide.size ? [entry.size] : []),
    ...(wide.compressed ? [entry.compressedSize] : []),
    ...(farOffset ? [entry.offset] : []),
  ];
  const extra = Buffer.alloc(extraValues.length > 0 ? 4 + 8 * extraValues.length : 0);
  if (extraValues.length > 0) {
    extra.writeUInt16LE(0x0001, 0);
    extra.writeUInt16LE(8 * extraValues.length, 2);
    extraValues.forEach((value, index) => extra.writeBigUInt64LE(BigInt(value), 4 + 8 * index));
  }
  const header = Buffer.alloc(46);
  header.writeUInt32LE(0x02014b50, 0);
  header.writeUInt16LE(VERSION_MADE_BY, 4);
  header.writeUInt16LE(VERSION_NEEDED, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(entry.method, 10);
  header.writeUInt16LE(entry.dosTime, 12);
  header.writeUInt16LE(entry.dosDate, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(wide.compressed ? MAX_32 : entry.compressedSize, 20);
  header.writeUInt32LE(wide.size ? MAX_32 : entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt16LE(extra.length, 30);
  header.writeUInt32LE(UNIX_FILE_ATTRIBUTES, 38);
  header.writeUInt32LE(farOffset ? MAX_32 : entry.offset, 42);
  return Buffer.concat([header, entry.name, extra]);
}

/** The end records: ZIP64 end record and locator when anything overflows, then the classic end record. */
export function endRecords(count: number, directoryOffset: number, directorySize: number, zip64Above: number): Buffer {
  const zip64 = count >= MAX_16 || directoryOffset > zip64Above || directorySize > zip64Above;
  const parts: Buffer[] = [];
  if (zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(VERSION_MADE_BY, 12);
    record.writeUInt16LE(VERSION_NEEDED, 14);
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(directorySize), 40);
    record.writeBigUInt64LE(BigInt(directoryOffset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(directoryOffset + directorySize), 8);
    locator.writeUInt32LE(1, 16);
    parts.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(zip64 ? MAX_16 : count, 8);
  end.writeUInt16LE(zip64 ? MAX_16 : count, 10);
  end.writeUInt32LE(zip64 ? MAX_32 : directorySize, 12);
  end.writeUInt32LE(zip64 ? MAX_32 : directoryOffset, 16);
  parts.push(end);
  return Buffer.concat(parts);
}
