/**
 * Dimensions of the generic data table (spec 01 §9). Row height and the checkbox column width are applied; the
 * overscan is what a virtualised table would render beyond the viewport — lists here are rendered in full, because
 * no virtualisation library is installed, so it is kept for when one is.
 */
export const TABLE_ROW_HEIGHT_PX = 40;
export const TABLE_OVERSCAN_ROWS = 10;
export const TABLE_CHECKBOX_COLUMN_PX = 45;
