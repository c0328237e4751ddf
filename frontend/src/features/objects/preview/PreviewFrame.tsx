import { Alert, Spinner } from '@patternfly/react-core';
import { useQuery } from '@tanstack/react-query';
import { displayName } from '../common/object-path';
import { objectsStrings as strings } from '../objects.strings';
import { downloadUrl } from '../transfers/useDownloads';
import { PREVIEW_HEIGHT, previewKind } from './preview-kind';

/** Whether the frame can show the object: yes, not this type (the backend sends it as a download), or not at all. */
type Loadable = 'shown' | 'not-previewable' | 'failed';

/**
 * Asks for the first byte only, so that a refused or missing object ('failed'), or one the backend will not show
 * inline ('not-previewable': its stored type is not a safe one, and the frame would only start a download), shows
 * the right words instead of the frame.
 */
async function loads(url: string): Promise<Loadable> {
  const response = await fetch(url, { headers: { Range: 'bytes=0-0' }, credentials: 'same-origin' });
  void response.body?.cancel();
  if (!response.ok) return 'failed';
  return (response.headers.get('Content-Disposition') ?? '').startsWith('attachment') ? 'not-previewable' : 'shown';
}

/**
 * The object shown inline (`download?preview=true`; the backend serves only safe types inline) in a frame sized by
 * kind (spec 02 §9); other kinds "cannot be previewed"; a failed load offers Download instead (spec 02 §8).
 */
export function PreviewFrame(props: { bucket: string; objectKey: string; versionId?: string }) {
  const kind = previewKind(props.objectKey);
  const url = downloadUrl(props.bucket, props.objectKey, { versionId: props.versionId, preview: true });
  const check = useQuery({
    queryKey: ['objects', props.bucket, 'preview', url],
    enabled: kind !== 'none',
    queryFn: () => loads(url),
  });
  if (kind === 'none') {
    return <Alert variant="info" isInline isPlain title={strings.preview.cannot} data-test="preview-unsupported" />;
  }
  if (check.isPending) return <Spinner size="lg" aria-label={strings.preview.frameTitle(props.objectKey)} />;
  if (check.data === 'not-previewable') {
    return <Alert variant="info" isInline isPlain title={strings.preview.cannot} data-test="preview-unsupported" />;
  }
  if (check.isError || check.data !== 'shown') {
    return <Alert variant="warning" isInline isPlain title={strings.preview.failed} data-test="preview-failed" />;
  }
  return (
    <iframe
      src={url}
      title={strings.preview.frameTitle(displayName(props.objectKey))}
      style={{ width: '100%', height: PREVIEW_HEIGHT[kind], border: 'none', background: 'white' }}
      // Scripts never run in the frame; Chromium's PDF viewer does not work sandboxed, and PDFs carry no app script.
      sandbox={kind === 'text' && props.objectKey.toLowerCase().endsWith('.pdf') ? undefined : ''}
      data-test="preview-frame"
    />
  );
}
