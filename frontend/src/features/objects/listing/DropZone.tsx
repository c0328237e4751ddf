import { useState, type DragEvent, type ReactNode } from 'react';
import type { PickedFile } from '../transfers/useUploads';
import { droppedFiles } from './dropped-files';

/** Where dropped files go; undefined where the user may not upload (the area then takes no drops). */
export type DropTo = ((files: PickedFile[]) => void) | undefined;

/**
 * Drag-and-drop handlers for an area that takes files and folders, and whether a drag hovers it (for the dashed
 * frame). Leaving for a child of the area is no leaving: browsers fire dragleave for every child crossed.
 */
export function useDropTarget(dropTo: DropTo) {
  const [active, setActive] = useState(false);
  if (!dropTo) return { active: false, handlers: {} };
  return {
    active,
    handlers: {
      onDragOver: (event: DragEvent) => {
        event.preventDefault();
        setActive(true);
      },
      onDragLeave: (event: DragEvent) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) {
          setActive(false);
        }
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        setActive(false);
        void droppedFiles(event.dataTransfer).then(dropTo);
      },
    },
  };
}

/** An area (an empty folder's message) that uploads what is dropped on it to the folder in view. */
export function DropZone({ dropTo, children }: { dropTo: DropTo; children: ReactNode }) {
  const { active, handlers } = useDropTarget(dropTo);
  return (
    <div className={`oc-drop-zone${active ? ' oc-drop-active' : ''}`} data-test="drop-zone" {...handlers}>
      {children}
    </div>
  );
}
