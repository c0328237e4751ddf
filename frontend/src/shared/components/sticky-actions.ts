import './sticky-actions.css';

/**
 * Props of a table's row-actions column, header and row cells alike (the generic table's Options column, the object
 * table's row menus): the cells stick to the right edge of the table's scroll box, so when the columns do not fit (a
 * narrow window, a phone) the others scroll sideways under them and the row actions stay in view. As narrow as their
 * icons (PatternFly's sticky cells are otherwise at least 120 px wide); `oc-sticky-actions` gives them the table's
 * background (sticky-actions.css).
 */
export const STICKY_ACTIONS = { isStickyColumn: true, stickyMinWidth: 'auto', className: 'oc-sticky-actions' } as const;
