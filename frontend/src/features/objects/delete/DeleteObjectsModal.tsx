import { api, call } from '@frontend/api/client';
import { DeleteConfirmModal } from '@frontend/shared/components/DeleteConfirmModal';
import { displayName, encodeKey, isFolderKey } from '../common/object-path';
import { useObjectsChange } from '../objects.queries';
import { objectsStrings as strings } from '../objects.strings';

/**
 * Deletes one object, one folder (recursively) or a selection, after a question that names exactly what goes. A
 * versioned bucket keeps older versions behind a delete marker, which the note says.
 */
export function DeleteObjectsModal(props: {
  bucket: string;
  keys: readonly string[];
  versioned: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { bucket, keys } = props;
  const deletion = useObjectsChange(bucket, async (targets: readonly string[]) => {
    const [only] = targets;
    if (targets.length === 1 && only !== undefined) {
      return call(
        api().DELETE('/api/v1/buckets/{bucket}/objects', {
          params: { path: { bucket }, query: { path: encodeKey(only), recursive: isFolderKey(only) } },
        }),
      );
    }
    return call(
      api().POST('/api/v1/buckets/{bucket}/delete-objects', {
        params: { path: { bucket } },
        body: targets.map((path) => ({ path, recursive: isFolderKey(path) })),
      }),
    );
  });
  const [only] = keys;
  const single = keys.length === 1 && only !== undefined;
  const folder = single && isFolderKey(only);
  return (
    <DeleteConfirmModal
      title={single ? (folder ? strings.delete.titleFolder : strings.delete.titleOne) : strings.delete.titleMany}
      question={
        single
          ? folder
            ? strings.delete.questionFolder(only)
            : strings.delete.questionObject(only)
          : strings.delete.questionMany(keys.length)
      }
      note={
        <>
          {!single && (
            <ul className="pf-v6-u-mb-sm" data-test="delete-list">
              {keys.slice(0, 20).map((key) => (
                <li key={key}>{key}</li>
              ))}
              {keys.length > 20 && <li>…</li>}
            </ul>
          )}
          {props.versioned ? strings.delete.noteVersioned : strings.delete.note}
        </>
      }
      deletion={deletion}
      variables={keys}
      deletedMessage={single ? strings.delete.deletedOne(displayName(only)) : strings.delete.deletedMany}
      onClose={props.onClose}
      onDeleted={props.onDeleted}
      data-test="delete-objects-modal"
    />
  );
}
