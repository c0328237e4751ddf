import { ActionGroup, Alert, Button, ExpandableSection, Form, PageSection, Spinner } from '@patternfly/react-core';
import { useEffect, useRef, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { describeError } from '@frontend/api/api-error';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { useNotify } from '@frontend/shared/messages/useNotify';
import {
  editedTarget,
  emptyTargetForm,
  formOfStored,
  takenNameProblem,
  targetFormProblems,
  toKeyValues,
  type KeyValue,
  type TargetForm,
} from './notification-form.rules';
import { serviceOf, TARGET_FIELDS, type NotificationService, type TargetField } from './notification-targets.catalog';
import { useNotificationEndpoints, useSaveTarget, useStoredTarget } from './notifications.queries';
import { notificationsStrings as strings } from './notifications.strings';
import { TargetFieldInput, TargetNameInput } from './TargetFieldInput';

/**
 * /notification-endpoints/add/{service} (spec 03 §2, §5): the form of one target kind; `?name=` edits a stored
 * target (beyond the spec, as v1.7.6 users expect). The server checks the connection before it keeps a target; its
 * refusal shows above the form and nothing is stored. A saved target needs a restart (the banner) to be loaded.
 */
export function NotificationTargetFormPage() {
  const service = serviceOf(useParams().service);
  const [search] = useSearchParams();
  if (!service) return <Navigate to="/notification-endpoints/add" replace />;
  const name = search.get('name') ?? undefined;
  return name === undefined ? (
    <TargetForm service={service} initial={emptyTargetForm(service)} />
  ) : (
    <EditTarget service={service} name={name} />
  );
}

function EditTarget({ service, name }: { service: NotificationService; name: string }) {
  const stored = useStoredTarget(service, name);
  if (stored.error) {
    // A stale link (a target deleted, or saved but not loaded until a restart): say so, with the way back.
    const { message, detailedMessage } = describeError(stored.error);
    return (
      <>
        <PageHeading
          title={strings.editTitle(strings.services[service].name, name)}
          back={{ label: strings.backToList, to: '/notification-endpoints' }}
        />
        <PageSection isFilled>
          <Alert variant="danger" isInline title={message} data-test="load-target-error">
            {detailedMessage}
          </Alert>
        </PageSection>
      </>
    );
  }
  // Opened again, the form waits for the server's answer rather than starting from what an earlier opening read.
  if (!stored.data || !stored.isFetchedAfterMount) return <Spinner aria-label={strings.title} />;
  return <TargetForm service={service} initial={formOfStored(service, name, stored.data)} stored={stored.data} />;
}

function TargetForm(props: { service: NotificationService; initial: TargetForm; stored?: readonly KeyValue[] }) {
  const { service } = props;
  const navigate = useNavigate();
  const notify = useNotify();
  const save = useSaveTarget(service);
  // The target as the form opened with it, kept if it is read again meanwhile: what the save is compared with.
  const [initial] = useState(props.initial);
  const [stored] = useState(props.stored);
  const [form, setForm] = useState<TargetForm>(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  // Optional fields fold away on a new target (most keep the server's default); an edit shows what is stored.
  const [showOptional, setShowOptional] = useState(stored !== undefined);
  const errorRef = useRef<HTMLDivElement>(null);
  // The server's refusal shows above the form, far from the Save button of a long form: bring it into view.
  useEffect(() => {
    if (save.error) errorRef.current?.scrollIntoView({ block: 'center' });
  }, [save.error]);
  // A new target may not take the identifier of one the server runs: saving would replace its settings.
  const running = useNotificationEndpoints().data ?? [];
  const taken = stored === undefined ? takenNameProblem(service, form.name, running) : undefined;
  const problems: Record<string, string> = {
    ...targetFormProblems(service, form, stored),
    ...(taken ? { name: taken } : {}),
  };
  const shown = (key: string) => (submitted || touched.has(key) ? problems[key] : undefined);
  const label = strings.services[service].name;
  const editing = stored !== undefined;
  const setValue = (key: string, value: string) => {
    setForm({ ...form, values: { ...form.values, [key]: value } });
    setTouched(new Set(touched).add(key));
  };
  const input = (field: TargetField) => (
    <TargetFieldInput
      key={field.key}
      field={field}
      value={form.values[field.key] ?? ''}
      problem={shown(field.key)}
      editing={editing}
      onChange={(value) => setValue(field.key, value)}
    />
  );
  const onSubmit = () => {
    setSubmitted(true);
    if (TARGET_FIELDS[service].some((field) => !field.required && problems[field.key])) setShowOptional(true);
    if (Object.keys(problems).length > 0 || save.isPending) return;
    const display = `${service}:${form.name}`;
    save.mutate(
      stored
        ? { name: form.name, ...editedTarget(service, form, { form: initial, stored }) }
        : { name: form.name, keyValues: toKeyValues(service, form) },
      {
        onSuccess: (saved) => {
          notify.showMessage(saved.restart ? strings.savedRestart(display) : strings.saved(display));
          void navigate('/notification-endpoints');
        },
      },
    );
  };
  return (
    <>
      <PageHeading
        title={editing ? strings.editTitle(label, form.name) : strings.formTitle(label)}
        back={
          editing
            ? { label: strings.backToList, to: '/notification-endpoints' }
            : { label: strings.backToServices, to: '/notification-endpoints/add' }
        }
      />
      <PageSection isFilled>
        {save.error && (
          // Stays until the next try: the user corrects the form against the server's reason.
          <div ref={errorRef}>
            <Alert
              variant="danger"
              isInline
              title={describeError(save.error).message}
              className="pf-v6-u-mb-md"
              data-test="save-target-error"
            >
              {describeError(save.error).detailedMessage}
            </Alert>
          </div>
        )}
        <Form
          isWidthLimited
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          data-test={`notification-form-${service}`}
        >
          <TargetNameInput
            value={form.name}
            readOnly={editing}
            problem={shown('name')}
            onChange={(name) => {
              setForm({ ...form, name });
              setTouched(new Set(touched).add('name'));
            }}
          />
          {TARGET_FIELDS[service].filter((field) => field.required).map(input)}
          <ExpandableSection
            toggleText={strings.optionalSettings}
            isExpanded={showOptional}
            onToggle={(_e, expanded) => setShowOptional(expanded)}
            data-test="optional-settings"
          >
            {/* The form's own layout class, so the folded fields are spaced like the others (a form cannot nest). */}
            <div className="pf-v6-c-form">{TARGET_FIELDS[service].filter((field) => !field.required).map(input)}</div>
          </ExpandableSection>
          <ActionGroup>
            <Button
              type="submit"
              isLoading={save.isPending}
              isDisabled={save.isPending}
              data-test="save-notification-target"
            >
              {strings.save}
            </Button>
          </ActionGroup>
        </Form>
      </PageSection>
    </>
  );
}
