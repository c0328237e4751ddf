/** Each page holds many entries' records; one Buffer per entry would cost a few hundred bytes of object each. */
const PAGE_BYTES = 64 * 1024;

/**
 * A ZIP's central directory while the archive streams: the format puts it after all the data, so it is the one thing
 * a streaming writer must keep. Each entry's record is copied into 64 KiB pages as soon as the entry is written, so
 * it costs its own bytes only (46 + the name's length, ~80 bytes for a typical key), not a record object.
 */
export class CentralDirectory {
  private readonly pages: Buffer[] = [];
  private used = PAGE_BYTES;
  private entries = 0;

  /** How many entries the directory holds. */
  get count(): number {
    return this.entries;
  }

  /** Appends one entry's central directory record. */
  add(record: Buffer): void {
    for (let from = 0; from < record.length;) {
      let page = this.pages.at(-1);
      if (!page || this.used === PAGE_BYTES) {
        page = Buffer.allocUnsafe(PAGE_BYTES);
        this.pages.push(page);
        this.used = 0;
      }
      const copied = record.copy(page, this.used, from);
      this.used += copied;
      from += copied;
    }
    this.entries += 1;
  }

  /** The directory's bytes, page by page, in order. */
  *chunks(): Generator<Buffer, void> {
    for (const [index, page] of this.pages.entries()) {
      yield index === this.pages.length - 1 ? page.subarray(0, this.used) : page;
    }
  }
}
