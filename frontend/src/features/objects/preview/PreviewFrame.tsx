import { Alert, Spinner } from '@patternfly/react-core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { displayName } from '../common/object-path';
import { objectsStrings as strings } from '../objects.strings';
import { directMode, fallsBackToProxy, presignDownload, reachesMinio } from '../transfers/direct-urls';
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
 * In direct mode, the frame shows MinIO's answer on a presigned URL (the console says whether it will be inline);
 * when MinIO cannot be reached, or direct mode is off, the console's own route as before.
 */
async function previewSource(
  direct: boolean,
  proxyUrl: string,
  target: { bucket: string; objectKey: string; versionId?: string },
): Promise<{ loadable: Loadable; url: string }> {
  if (direct) {
    try {
      const presigned = await presignDownload(target.bucket, target.objectKey, {
        versionId: target.versionId,
        preview: true,
      });
      if (!presigned.inline) return { loadable: 'not-previewable', url: proxyUrl };
      if (await reachesMinio(presigned.url)) return { loadable: 'shown', url: presigned.url };
    } catch (error) {
      if (!fallsBackToProxy(error)) return { loadable: 'failed', url: proxyUrl };
    }
  }
  return { loadable: await loads(proxyUrl), url: proxyUrl };
}

/**
 * The object shown inline (`download?preview=true`; the backend serves only safe types inline) in a frame sized by
 * kind (spec 02 §9); other kinds "cannot be previewed"; a failed load offers Download instead (spec 02 §8).
 */
export function PreviewFrame(props: { bucket: string; objectKey: string; versionId?: string }) {
  const kind = previewKind(props.objectKey);
  const proxyUrl = downloadUrl(props.bucket, props.objectKey, { versionId: props.versionId, preview: true });
  const direct = directMode(useQueryClient());
  const check = useQuery({
    queryKey: ['objects', props.bucket, 'preview', proxyUrl, direct],
    enabled: kind !== 'none',
    queryFn: () => previewSource(direct, proxyUrl, props),
    // A presigned URL lasts minutes: each opening of the preview asks for a fresh one.
    gcTime: 0,
  });
  if (kind === 'none') {
    return <Alert variant="info" isInline isPlain title={strings.preview.cannot} data-test="preview-unsupported" />;
  }
  if (check.isPending) return <Spinner size="lg" aria-label={strings.preview.frameTitle(props.objectKey)} />;
  if (check.data?.loadable === 'not-previewable') {
    return <Alert variant="info" isInline isPlain title={strings.preview.cannot} data-test="preview-unsupported" />;
  }
  if (check.isError || check.data?.loadable !== 'shown') {
    return <Alert variant="warning" isInline isPlain title={strings.preview.failed} data-test="preview-failed" />;
  }
  return (
    <iframe
      src={check.data.url}
      title={strings.preview.frameTitle(displayName(props.objectKey))}
      style={{ width: '100%', height: PREVIEW_HEIGHT[kind], border: 'none', background: 'white' }}
      // Scripts never run in the frame; Chromium's PDF viewer does not work sandboxed, and PDFs carry no app script.
      sandbox={kind === 'text' && props.objectKey.toLowerCase().endsWith('.pdf') ? undefined : ''}
      data-test="preview-frame"
    />
  );
}
