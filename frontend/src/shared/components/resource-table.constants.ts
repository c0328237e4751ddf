/**
 * Dimensions of the generic data table (spec 01 §9), which the object table shares. Row height and the checkbox
 * column width are applied; the overscan is how many rows a windowed table renders beyond the viewport on each
 * side (`resource-table.window.ts`).
 */
export const TABLE_ROW_HEIGHT_PX = 40;
export const TABLE_OVERSCAN_ROWS = 10;
export const TABLE_CHECKBOX_COLUMN_PX = 45;

/**
 * The Options column's cells (header and rows) stick to the right edge of the table's scroll box: when the columns
 * do not fit (a narrow window), the others scroll sideways under it and the row actions stay in view. As narrow as
 * its icons (PatternFly's sticky cells are otherwise at least 120 px wide).
 */
export const STICKY_ACTIONS = { isStickyColumn: true, stickyMinWidth: 'auto' } as const;
