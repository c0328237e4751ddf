import { Alert, Button, PageSection, Title } from '@patternfly/react-core';
import { useRef, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { ApiRequestError, describeError } from '@frontend/api/api-error';
import { ConfirmModal } from '@frontend/shared/components/ConfirmModal';
import { FullPageSpinner } from '@frontend/shared/components/FullPageSpinner';
import { LoadFailedState } from '@frontend/shared/components/LoadFailedState';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { useDocumentTitle } from '@frontend/shared/hooks/useDocumentTitle';
import { useNotify } from '@frontend/shared/messages/useNotify';
import { IdentityProviderLink } from '../identity-providers/IdentityProviderLink';
import { ConfigurationForm } from './ConfigurationForm';
import { categoryStrings, isSettingCategory, type SettingCategory } from './setting-categories';
import { TargetsSection } from './TargetsSection';
import { useConfiguration, useResetConfiguration, useSaveConfiguration, type KeyValue } from './settings.queries';
import { settingsStrings as strings } from './settings.strings';

/**
 * /settings/{option} (spec 02 §2): '{label} Settings' with 'Return to Settings' and the typed form of the category.
 * For logger and audit webhooks, `?target=NAME` edits one named target (`&new=1` adds it) and the default target's
 * page lists them. A category this server does not have (cache, on recent MinIO) says so instead of a form.
 */
export function SettingsCategoryPage() {
  const option = useParams().option;
  if (!isSettingCategory(option)) return <Navigate to="/settings" replace />;
  return <CategoryPage key={option} category={option} />;
}

function CategoryPage({ category }: { category: SettingCategory }) {
  const [search] = useSearchParams();
  const target = search.get('target') ?? '';
  const isNew = target !== '' && search.get('new') === '1';
  const label = categoryStrings[category].label;
  const title = target ? `${strings.categoryTitle(label)} - ${target}` : strings.categoryTitle(label);
  useDocumentTitle(title);
  const base = useConfiguration(category);
  const edited = useConfiguration(target && !isNew ? `${category}:${target}` : category);
  const back = target
    ? { label: strings.categoryTitle(label), to: `/settings/${category}` }
    : { label: strings.back, to: '/settings' };

  let body: React.ReactNode;
  const failed = base.error ?? edited.error;
  if (failed) {
    body =
      failed instanceof ApiRequestError && failed.status === 404 && !target ? (
        <PageSection isFilled>
          <Alert variant="info" isInline title={strings.notAvailableTitle} data-test="settings-not-available">
            {describeError(failed).message}. {describeError(failed).detailedMessage}
          </Alert>
        </PageSection>
      ) : (
        <LoadFailedState title={strings.loadFailed} error={failed} back={back} />
      );
  } else if (!base.data || !edited.data) {
    body = <FullPageSpinner />;
  } else {
    body = (
      <PageSection isFilled>
        {base.data.multiple_targets && !target && <TargetsSection category={category} targets={base.data.targets} />}
        {(target || base.data.multiple_targets) && (
          <Title headingLevel="h2" size="lg" className="pf-v6-u-mb-md">
            {target ? strings.targets.editing(target) : strings.targets.defaultTarget}
          </Title>
        )}
        <CategoryForm
          // Read again, the form keeps what the user typed; values changed elsewhere restart it only while untouched.
          key={target}
          category={category}
          target={target}
          isNew={isNew}
          keys={base.data.keys}
          values={isNew ? [] : edited.data.key_values}
          envOverrides={isNew ? [] : edited.data.env_overrides}
        />
      </PageSection>
    );
  }
  return (
    <>
      <PageHeading title={title} subtitle={categoryStrings[category].description} back={back} />
      <IdentityProviderLink category={category} />
      {body}
    </>
  );
}

function CategoryForm(props: {
  category: SettingCategory;
  target: string;
  isNew: boolean;
  keys: Parameters<typeof ConfigurationForm>[0]['keys'];
  values: Parameters<typeof ConfigurationForm>[0]['values'];
  envOverrides: Parameters<typeof ConfigurationForm>[0]['envOverrides'];
}) {
  const { category, target, isNew } = props;
  const id = target ? `${category}:${target}` : category;
  const label = categoryStrings[category].label;
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveConfiguration();
  const reset = useResetConfiguration();
  const [confirmReset, setConfirmReset] = useState(false);
  // The second press of a double click comes before Save shows busy: one save at a time.
  const saving = useRef(false);
  const onSave = (keyValues: KeyValue[], previous: readonly KeyValue[]) => {
    if (saving.current) return;
    saving.current = true;
    save.mutate(
      // What the form showed the user's changes against: a key changed meanwhile is refused (409), not overwritten.
      { id, keyValues, previous },
      {
        onSuccess: ({ restart }) => {
          notify.showMessage(restart ? strings.savedRestart(label) : strings.saved(label));
          void navigate(target ? `/settings/${category}` : '/settings');
        },
        onError: notify.showError,
        onSettled: () => {
          saving.current = false;
        },
      },
    );
  };
  const onReset = () =>
    reset.mutate(
      { id },
      {
        onSuccess: () => {
          setConfirmReset(false);
          notify.showMessage(strings.resetDone(label));
        },
        onError: notify.showModalError,
      },
    );
  return (
    <>
      {save.error && (
        // Stays until the next try: the user fixes the form against it.
        <Alert variant="danger" isInline title={describeError(save.error).message} data-test="settings-save-error">
          {describeError(save.error).detailedMessage}
        </Alert>
      )}
      <ConfigurationForm
        subSys={category}
        keys={props.keys}
        values={props.values}
        {...(props.envOverrides ? { envOverrides: props.envOverrides } : {})}
        isSaving={save.isPending}
        onSave={onSave}
        extraActions={
          !target && (
            <Button variant="link" onClick={() => setConfirmReset(true)} data-test="settings-reset">
              {strings.reset}
            </Button>
          )
        }
      />
      {confirmReset && !isNew && (
        <ConfirmModal
          title={strings.resetTitle}
          confirmLabel={strings.resetConfirm}
          onConfirm={onReset}
          onClose={() => setConfirmReset(false)}
          isBusy={reset.isPending}
          data-test="settings-reset-modal"
        >
          {strings.resetQuestion(label)}
        </ConfirmModal>
      )}
    </>
  );
}
