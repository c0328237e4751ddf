import { useSyncExternalStore } from 'react';

/** PatternFly puts every open modal's backdrop in a container appended to `<body>`. */
const MODAL_BACKDROP = 'body > * > .pf-v6-c-backdrop, body > .pf-v6-c-backdrop';

function subscribe(onChange: () => void): () => void {
  if (typeof MutationObserver === 'undefined') return () => undefined;
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: false });
  return () => observer.disconnect();
}

/** Whether a modal dialog is open now, following dialogs as they open and close. */
export function useModalOpen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => document.querySelector(MODAL_BACKDROP) !== null,
    () => false,
  );
}
