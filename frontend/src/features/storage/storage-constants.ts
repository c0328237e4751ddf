/** The phrase the format dialog wants typed before it formats anything (spec 03 §4, §5). */
export const FORMAT_CONFIRMATION = 'YES, PROCEED';

/** Where to read about installing the driver. */
export const DIRECT_CSI_DOCS = 'https://github.com/minio/directpv';
