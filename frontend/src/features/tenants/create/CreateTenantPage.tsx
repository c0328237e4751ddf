import { Alert, AlertActionLink, PageSection, Switch, Wizard, WizardStep } from '@patternfly/react-core';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { defaultParity } from '@contract/shared/tenants/tenant-sizing';
import { namespaceProblem } from '@contract/shared/tenants/tenant-names';
import { ApiRequestError } from '@frontend/api/api-error';
import { useLogout } from '@frontend/api/session.mutations';
import { PageHeading } from '@frontend/shared/components/PageHeading';
import { useDocumentTitle } from '@frontend/shared/hooks/useDocumentTitle';
import { useDebouncedValue } from './useDebouncedValue';
import { CreateNamespaceModal } from './CreateNamespaceModal';
import { wizardStrings as strings } from './create-tenant.strings';
import {
  useForgetWizardLookupsOnLeave,
  useMaxMemory,
  useNamespaceFacts,
  useNodeLabels,
  useParityChoices,
} from './create-tenant.queries';
import { formHasInput } from './leave-guard';
import { LeaveWizardGuard } from './LeaveWizardGuard';
import { initialForm, wholeNumber, type WizardForm } from './wizard-form';
import { createTenantPayload } from './wizard-payload';
import { WizardFooterBar, type ServerProblem } from './WizardFooterBar';
import { STEP_IDS, wizardProblems, type StepId } from './wizard-rules';
import { ConfigureStep } from './steps/ConfigureStep';
import { EncryptionStep } from './steps/EncryptionStep';
import { IdentityProviderStep } from './steps/IdentityProviderStep';
import { ImagesStep } from './steps/ImagesStep';
import { PodPlacementStep } from './steps/PodPlacementStep';
import { SecurityStep } from './steps/SecurityStep';
import { SetupStep } from './steps/SetupStep';

/** The namespace look-up waits this long after the last keystroke (spec 03 §9). */
const NAMESPACE_DELAY_MS = 500;
/** The viewport below the masthead and the heading, but never so short that the seven steps do not fit. */
const WIZARD_HEIGHT = 'max(440px, calc(100vh - 270px))';

/**
 * /tenants/add (spec 03 §2, §4, §5): the create-tenant wizard. Setup is always shown; the other six steps appear in
 * advanced mode. Each step shows its own broken rules (and a refusal of the server names the step it belongs to);
 * Create is enabled once every step is valid.
 */
export function CreateTenantPage() {
  useDocumentTitle(strings.title);
  const navigate = useNavigate();
  const [start] = useState<WizardForm>(initialForm);
  const [typed, setForm] = useState<WizardForm>(start);
  const hasInput = useMemo(() => formHasInput(start, typed), [start, typed]);
  // Set by Create's success, read only by the leave guard when a navigation is asked for: no render of the page.
  const created = useRef(false);
  const [advanced, setAdvanced] = useState(false);
  const [serverProblem, setServerProblem] = useState<ServerProblem>();
  const [askNamespace, setAskNamespace] = useState(false);
  const patch = (changes: Partial<WizardForm>) => {
    setServerProblem(undefined);
    setForm((current) => ({ ...current, ...changes }));
  };

  const typedNamespace = typed.namespace.trim();
  const namespace = useDebouncedValue(namespaceProblem(typedNamespace) ? '' : typedNamespace, NAMESPACE_DELAY_MS);
  const facts = useNamespaceFacts(namespace);
  const servers = wholeNumber(typed.nodes);
  const drives = wholeNumber(typed.drivesPerServer);
  const memory = useMaxMemory(servers);
  const parity = useParityChoices(servers, drives);
  const labels = useNodeLabels(advanced && typed.podAffinity === 'nodeSelector');
  const logout = useLogout();
  // A stable ref: called once when the refusal appears, not on every render while it shows.
  const revealProblem = useCallback((element: HTMLDivElement | null) => {
    element?.scrollIntoView({ block: 'nearest' });
  }, []);
  useForgetWizardLookupsOnLeave();

  const current = namespace === typedNamespace ? facts.data : undefined;
  const storageClasses = useMemo(() => current?.storageClasses.map((entry) => entry.name) ?? [], [current]);
  // A user who may read neither the quota nor the storage classes types the class (undefined: no choices).
  const unreadable = current?.storageClassesUnreadable;
  const classChoices = unreadable === undefined ? storageClasses : undefined;
  // A user who may not list the nodes is not held back by a limit nobody can tell; the scheduler decides.
  const memoryUnchecked = memory.error instanceof ApiRequestError && memory.error.status === 403;
  const parityChoices = useMemo(() => parity.data ?? [], [parity.data]);

  // Derived, not stored: a namespace's first storage class is selected (spec 03 §4), side storage falls back to the
  // tenant's class, and a new pool shape gets the default parity of its choices (spec 03 §9).
  const form = withLookups(typed, classChoices, parityChoices);

  const problems = wizardProblems(form, {
    namespaceMissing: current?.exists === false,
    namespaceHasTenant: current?.hasTenant,
    namespaceError:
      facts.error && namespace === typedNamespace
        ? `${strings.rules.namespaceCheckFailed}: ${facts.error.message}`
        : undefined,
    storageClasses: unreadable === undefined ? current?.storageClasses : undefined,
    maxMemory: memory.data,
    maxMemoryError: memoryUnchecked ? undefined : memory.error?.message,
    parityChoices: parity.data,
  });
  const invalidSteps = STEP_IDS.filter((id) => Object.keys(problems[id]).length > 0);
  const canCreate = form.storageClass !== '' && invalidSteps.length === 0;

  const step = (id: StepId, body: ReactNode, hidden = false) => (
    <WizardStep
      key={id}
      id={id}
      name={strings.steps[id]}
      isHidden={hidden}
      status={invalidSteps.includes(id) || serverProblem?.step === id ? 'error' : 'default'}
    >
      {serverProblem?.step === id && (
        // Brought into view: Create is at the bottom of a step that may be scrolled far from its top.
        <div ref={revealProblem}>
          <Alert
            variant="danger"
            isInline
            title={serverProblem.message}
            data-test="create-tenant-error"
            className="pf-v6-u-mb-md"
            actionLinks={
              serverProblem.sessionEnded ? (
                <AlertActionLink data-test="wizard-login-again" onClick={() => logout.mutate()}>
                  {strings.logInAgain}
                </AlertActionLink>
              ) : undefined
            }
          >
            {serverProblem.detail}
          </Alert>
        </div>
      )}
      {body}
    </WizardStep>
  );

  return (
    <>
      <PageHeading
        title={strings.title}
        back={{ label: strings.tenants, to: '/tenants' }}
        actions={
          <Switch
            id="wizard-advanced"
            data-test="wizard-advanced"
            label={strings.advanced}
            isChecked={advanced}
            onChange={(_e, on) => setAdvanced(on)}
          />
        }
      />
      <PageSection isFilled>
        <Wizard
          // A height of its own: the steps scroll inside, so the step list and Create stay in view on every step.
          height={WIZARD_HEIGHT}
          navAriaLabel={strings.title}
          data-test="create-tenant-wizard"
          footer={
            <WizardFooterBar
              canCreate={canCreate}
              invalidSteps={invalidSteps.map((id) => strings.steps[id])}
              onCancel={() => void navigate('/tenants')}
              payload={() => createTenantPayload(form)}
              onCreated={() => {
                created.current = true;
                if (serverProblem) setServerProblem(undefined);
              }}
              onDone={() => void navigate('/tenants')}
              onFailed={setServerProblem}
            />
          }
        >
          {step(
            'setup',
            <SetupStep
              form={form}
              patch={patch}
              problems={problems.setup}
              lookups={{
                storageClasses: classChoices,
                storageClassesUnreadable: unreadable,
                memoryUnchecked,
                parityChoices,
                maxMemory: memory.data,
                onCreateNamespace: current?.exists === false ? () => setAskNamespace(true) : undefined,
              }}
            />,
          )}
          {step(
            'configure',
            <ConfigureStep
              form={form}
              patch={patch}
              problems={problems.configure}
              storageClasses={classChoices}
              storageClassesUnreadable={unreadable}
            />,
            !advanced,
          )}
          {step('images', <ImagesStep form={form} patch={patch} problems={problems.images} />, !advanced)}
          {step(
            'affinity',
            <PodPlacementStep form={form} patch={patch} problems={problems.affinity} nodeLabels={labels.data} />,
            !advanced,
          )}
          {step(
            'identityProvider',
            <IdentityProviderStep form={form} patch={patch} problems={problems.identityProvider} />,
            !advanced,
          )}
          {step('security', <SecurityStep form={form} patch={patch} problems={problems.security} />, !advanced)}
          {step('encryption', <EncryptionStep form={form} patch={patch} problems={problems.encryption} />, !advanced)}
        </Wizard>
      </PageSection>
      <LeaveWizardGuard hasInput={hasInput} created={created} />
      {askNamespace && <CreateNamespaceModal namespace={typedNamespace} onClose={() => setAskNamespace(false)} />}
    </>
  );
}

/** The form with the choices the cluster's answers imply where the user has not chosen (or chose what went away). */
function withLookups(
  form: WizardForm,
  storageClasses: readonly string[] | undefined,
  parityChoices: readonly string[],
): WizardForm {
  const ecParity = parityChoices.includes(form.ecParity)
    ? form.ecParity
    : defaultParity(wholeNumber(form.nodes), wholeNumber(form.drivesPerServer), parityChoices);
  // Typed by hand: kept as typed.
  if (storageClasses === undefined) return { ...form, ecParity };
  const storageClass = storageClasses.includes(form.storageClass) ? form.storageClass : (storageClasses[0] ?? '');
  const keep = (value: string) => (value === '' || storageClasses.includes(value) ? value : storageClass);
  return {
    ...form,
    storageClass,
    ecParity,
    logSearchStorageClass: keep(form.logSearchStorageClass),
    prometheusStorageClass: keep(form.prometheusStorageClass),
  };
}
