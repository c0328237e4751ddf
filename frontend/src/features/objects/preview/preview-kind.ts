/** What the preview frame can show, chosen by the file's extension (spec 02 §9). */
export type PreviewKind = 'image' | 'text' | 'audio' | 'video' | 'none';

const EXTENSIONS: Record<Exclude<PreviewKind, 'none'>, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp', 'svg', 'ico', 'tif', 'tiff'],
  text: ['pdf', 'txt'],
  audio: ['mp3', 'wav', 'ogg', 'flac', 'm4a', 'aac'],
  video: ['mp4', 'webm', 'mov', 'mkv', 'ogv', 'avi'],
};

/** Frame heights in pixels per kind; 250 for anything else. */
export const PREVIEW_HEIGHT: Record<PreviewKind, number> = { image: 500, text: 500, audio: 150, video: 350, none: 250 };

export function previewKind(key: string): PreviewKind {
  const name = key.slice(key.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return 'none';
  const extension = name.slice(dot + 1).toLowerCase();
  for (const [kind, list] of Object.entries(EXTENSIONS) as [Exclude<PreviewKind, 'none'>, readonly string[]][]) {
    if (list.includes(extension)) return kind;
  }
  return 'none';
}
