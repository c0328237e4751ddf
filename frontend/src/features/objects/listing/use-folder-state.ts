import { useCallback, useState } from 'react';

/**
 * State that belongs to the folder in view: when the listing moves to another folder it starts again from
 * `initial`, so a selection, a search or an open dialog never carries over (a selection made in one folder must
 * never delete in the next). The listing itself stays mounted: opening a folder updates its toolbar and table
 * instead of building them again.
 */
export function useFolderState<T>(folder: string, initial: T): [T, (value: T) => void] {
  const [state, setState] = useState({ folder, value: initial });
  // Set during render: React renders again at once, before anything of the old folder's state is shown.
  if (state.folder !== folder) setState({ folder, value: initial });
  const set = useCallback((value: T) => setState({ folder, value }), [folder]);
  return [state.folder === folder ? state.value : initial, set];
}
