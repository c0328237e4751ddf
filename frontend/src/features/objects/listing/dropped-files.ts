import type { PickedFile } from '../transfers/useUploads';

/** Files of an `<input type=file>` (with `webkitdirectory`, each keeps its path inside the picked folder). */
export function pickedFiles(list: FileList | null): PickedFile[] {
  return Array.from(list ?? [], (file) => ({ file, relativePath: file.webkitRelativePath || file.name }));
}

const readEntries = (reader: FileSystemDirectoryReader) =>
  new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
const entryFile = (entry: FileSystemFileEntry) => new Promise<File>((resolve, reject) => entry.file(resolve, reject));

async function walk(entry: FileSystemEntry, path: string, out: PickedFile[]): Promise<void> {
  if (entry.isFile) {
    out.push({ file: await entryFile(entry as FileSystemFileEntry), relativePath: `${path}${entry.name}` });
    return;
  }
  if (!entry.isDirectory) return;
  const reader = (entry as FileSystemDirectoryEntry).createReader();
  // readEntries answers in batches (about 100 at a time in Chromium) until an empty one.
  for (let batch = await readEntries(reader); batch.length > 0; batch = await readEntries(reader)) {
    for (const child of batch) await walk(child, `${path}${entry.name}/`, out);
  }
}

/** The files of a drop, walking dropped folders so relative paths are kept. */
export async function droppedFiles(transfer: DataTransfer): Promise<PickedFile[]> {
  const entries = Array.from(transfer.items, (item) => item.webkitGetAsEntry?.() ?? null);
  if (entries.every((entry) => entry === null)) return pickedFiles(transfer.files);
  const out: PickedFile[] = [];
  for (const entry of entries) if (entry) await walk(entry, '', out);
  return out;
}
