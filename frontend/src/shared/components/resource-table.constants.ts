/**
 * Dimensions of the generic data table (spec 01 §9), which the object table shares. Row height and the checkbox
 * column width are applied; the overscan is how many rows a windowed table renders beyond the viewport on each
 * side (`resource-table.window.ts`).
 */
export const TABLE_ROW_HEIGHT_PX = 40;
export const TABLE_OVERSCAN_ROWS = 10;
export const TABLE_CHECKBOX_COLUMN_PX = 45;
