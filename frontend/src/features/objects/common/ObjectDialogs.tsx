import { useNavigate } from 'react-router';
import { DeleteObjectsModal } from '../delete/DeleteObjectsModal';
import { InspectModal } from '../inspect/InspectModal';
import { NewPathModal } from '../listing/NewPathModal';
import { PreviewModal } from '../preview/PreviewModal';
import { RewindModal } from '../rewind/RewindModal';
import { ShareModal } from '../share/ShareModal';
import { browsePath } from './object-path';

/** The dialog a listing or detail screen has open. */
export type ObjectDialog =
  | { readonly kind: 'share'; readonly key: string; readonly versionId?: string }
  | { readonly kind: 'preview'; readonly key: string }
  | { readonly kind: 'inspect'; readonly key: string }
  | { readonly kind: 'delete'; readonly keys: readonly string[] }
  | { readonly kind: 'new-path' }
  | { readonly kind: 'rewind' };

/** Renders the open dialog of the object screens. */
export function ObjectDialogs(props: {
  bucket: string;
  prefix: string;
  dialog: ObjectDialog | undefined;
  versioned: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const navigate = useNavigate();
  const { bucket, dialog, onClose } = props;
  switch (dialog?.kind) {
    case 'share':
      return <ShareModal bucket={bucket} objectKey={dialog.key} versionId={dialog.versionId} onClose={onClose} />;
    case 'inspect':
      return <InspectModal bucket={bucket} objectKey={dialog.key} onClose={onClose} />;
    case 'preview':
      return <PreviewModal bucket={bucket} objectKey={dialog.key} onClose={onClose} />;
    case 'delete':
      return (
        <DeleteObjectsModal
          bucket={bucket}
          keys={dialog.keys}
          versioned={props.versioned}
          onClose={onClose}
          onDeleted={props.onDeleted}
        />
      );
    case 'new-path':
      return (
        <NewPathModal
          prefix={props.prefix}
          onClose={onClose}
          onGo={(folder) => {
            onClose();
            navigate(browsePath(bucket, folder));
          }}
        />
      );
    case 'rewind':
      return <RewindModal bucket={bucket} onClose={onClose} />;
    default:
      return null;
  }
}
