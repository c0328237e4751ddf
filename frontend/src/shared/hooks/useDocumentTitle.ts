import { useEffect } from 'react';

/** Sets the browser tab's title while the calling screen shows. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
