import {
  Alert,
  ClipboardCopy,
  Flex,
  FlexItem,
  FormGroup,
  HelperText,
  HelperTextItem,
  Modal,
  ModalBody,
  ModalHeader,
  Spinner,
  TextInput,
} from '@patternfly/react-core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, call } from '@frontend/api/client';
import { describeError } from '@frontend/api/api-error';
import { DIALOG_MAX_WIDTH_PX } from '@frontend/shared/components/FormModal';
import { parseWhole } from '@frontend/shared/forms/decimal-text';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { formatDateTime } from '@frontend/shared/format/bucket-format';
import { displayName } from '../common/object-path';
import { objectQuery, useMaxShareLink } from '../objects.queries';
import { objectsStrings as strings } from '../objects.strings';
import {
  defaultShareDuration,
  isValidShareDuration,
  shareExpiresParam,
  shareExpiry,
  shareLimitEndsAt,
  type ShareDuration,
  type ShareLimit,
} from './share-duration.rules';

const FIELDS: readonly (keyof ShareDuration)[] = ['days', 'hours', 'minutes'];

/** Digits only: `1.5`, `1,5` or `1e1` are no whole hours. */
/**
 * Share File: a presigned link for the chosen duration (default 7 days, spec 02 §5, or what the server allows when
 * that is shorter, since the link ends with the session's credentials), made as soon as the duration is valid,
 * with a copy button and the moment it expires. The limit comes from the server (MinIO Console v1.7.6's
 * max-share-exp), which refuses a longer link too.
 */
export function ShareModal(props: { bucket: string; objectKey: string; versionId?: string; onClose: () => void }) {
  const limit = useMaxShareLink();
  return (
    <Modal
      isOpen
      onClose={props.onClose}
      variant="medium"
      style={{ maxWidth: DIALOG_MAX_WIDTH_PX }}
      aria-labelledby="share-title"
      data-test="share-modal"
    >
      <ModalHeader title={strings.share.title} labelId="share-title" description={displayName(props.objectKey)} />
      <ModalBody>
        {limit.data ? (
          <ShareLinkForm {...props} limit={limit.data} limitReceivedAt={limit.dataUpdatedAt} />
        ) : limit.isError ? (
          <Alert variant="danger" isInline isPlain title={describeError(limit.error).message} />
        ) : (
          <Spinner size="md" aria-label={strings.share.generating} />
        )}
      </ModalBody>
    </Modal>
  );
}

interface ShareLinkFormProps {
  readonly bucket: string;
  readonly objectKey: string;
  readonly versionId?: string;
  readonly limit: ShareLimit;
  /** When the limit came, by the browser's clock. */
  readonly limitReceivedAt: number;
}

function ShareLinkForm(props: ShareLinkFormProps) {
  // The server's limit in the browser's clock, which may be minutes off the server's.
  const limitEndsAt = shareLimitEndsAt(props.limit, props.limitReceivedAt);
  // Starts with what will really hold: 7 days, or what the server allows when that is shorter.
  const [text, setText] = useState<Record<keyof ShareDuration, string>>(() => {
    const initial = defaultShareDuration(limitEndsAt, new Date());
    return { days: String(initial.days), hours: String(initial.hours), minutes: String(initial.minutes) };
  });
  const { showMessage } = useNotify();
  const duration: ShareDuration = {
    days: parseWhole(text.days),
    hours: parseWhole(text.hours),
    minutes: parseWhole(text.minutes),
  };
  const wouldEnd = isValidShareDuration(duration) ? shareExpiry(duration, new Date()) : undefined;
  // The server allows a second's grace; the duration's own rules (at most 7 days) are checked above.
  const beyondLimit = wouldEnd !== undefined && wouldEnd.getTime() > limitEndsAt + 1000;
  const valid = wouldEnd !== undefined && !beyondLimit;
  const expires = shareExpiresParam(duration);
  const link = useQuery({
    queryKey: ['objects', props.bucket, 'share', props.objectKey, props.versionId ?? '', expires],
    enabled: valid,
    gcTime: 0,
    staleTime: Infinity,
    queryFn: async () => {
      const made = new Date();
      const { url, expires_at: expiresAt } = await call(
        api().GET('/api/v1/buckets/{bucket}/objects/share', {
          params: {
            path: { bucket: props.bucket },
            query: { ...objectQuery(props.objectKey, props.versionId), expires },
          },
        }),
      );
      // The backend knows when the signing credentials expire; without its answer the requested duration counts.
      return { url, expiresAt: expiresAt ? new Date(expiresAt) : shareExpiry(duration, made) };
    },
  });
  return (
    <>
      <p className="pf-v6-u-mb-md">{strings.share.intro}</p>
      <Flex>
        {FIELDS.map((field) => (
          <FlexItem key={field}>
            <FormGroup label={strings.share[field]} fieldId={`share-${field}`}>
              <TextInput
                id={`share-${field}`}
                // Text, not type="number", which reads a German 1,5 as 15: whole numbers only (isValidShareDuration).
                inputMode="numeric"
                value={text[field]}
                validated={valid ? 'default' : 'error'}
                onChange={(_event, value) => setText((current) => ({ ...current, [field]: value }))}
                data-test={`share-${field}`}
                style={{ width: 90 }}
              />
            </FormGroup>
          </FlexItem>
        ))}
      </Flex>
      {!valid && (
        <HelperText className="pf-v6-u-mt-sm" data-test="share-invalid">
          <HelperTextItem variant="error">
            {beyondLimit ? strings.share.beyondLimit(formatDateTime(wouldEnd.toISOString())) : strings.share.invalid}
          </HelperTextItem>
        </HelperText>
      )}
      <p className="pf-v6-u-mt-sm pf-v6-u-font-size-sm pf-v6-u-text-color-subtle" data-test="share-limit">
        {strings.share.limit(formatDateTime(props.limit.expires_at))}
      </p>
      {valid && link.isFetching && <Spinner size="md" aria-label={strings.share.generating} />}
      {valid && link.isError && (
        <Alert variant="danger" isInline isPlain title={describeError(link.error).message} className="pf-v6-u-mt-md" />
      )}
      {valid && link.data && !link.isFetching && (
        <div className="pf-v6-u-mt-md">
          <FormGroup label={strings.share.url} fieldId="share-url">
            <ClipboardCopy
              isReadOnly
              hoverTip={strings.share.copy}
              clickTip={strings.share.copied}
              onCopy={(event, value) => {
                void navigator.clipboard?.writeText(String(value ?? link.data.url)).catch(() => undefined);
                showMessage(strings.share.copied);
              }}
              data-test="share-url"
            >
              {link.data.url}
            </ClipboardCopy>
          </FormGroup>
          <p className="pf-v6-u-mt-sm" data-test="share-expiry">
            {strings.share.expires(formatDateTime(link.data.expiresAt.toISOString()))}
          </p>
        </div>
      )}
    </>
  );
}
