import './as-typed.css';

/**
 * The class for text that names things (objects, folders) whose spaces count: breadcrumbs, toasts and confirmation
 * dialogs show them as typed, as the object list and title do, instead of collapsing repeated and leading spaces.
 */
export const AS_TYPED_CLASS = 'oc-as-typed';
