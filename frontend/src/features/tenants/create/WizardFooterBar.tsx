import {
  ActionList,
  ActionListGroup,
  ActionListItem,
  Button,
  HelperText,
  HelperTextItem,
  Progress,
  WizardFooterWrapper,
  useWizardContext,
} from '@patternfly/react-core';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { CreateTenantRequest } from '@contract/generated/api';
import { ApiRequestError } from '@frontend/api/api-error';
import { useCreateTenant } from './create-tenant.queries';
import { wizardStrings as strings } from './create-tenant.strings';
import { CredentialsModal, type CredentialsOpener } from './CredentialsModal';
import type { StepId } from './wizard-rules';

/** A refusal of `POST /tenants`, shown in the step whose rule it names. */
export interface ServerProblem {
  readonly step: StepId;
  readonly message: string;
  readonly detail?: string;
  /** The API server no longer accepts the token: the session is over. */
  readonly sessionEnded?: boolean;
}

/** The server names the step of a broken rule at the start of its detail: `Setup step: …` (create-rules.ts). */
const STEP_NAMES: Record<string, StepId> = {
  Setup: 'setup',
  Configure: 'configure',
  Images: 'images',
  'Identity Provider': 'identityProvider',
  Security: 'security',
  Encryption: 'encryption',
};

/**
 * Create shows that it is working only once the wait is noticeable: then the button is disabled with its spinner and
 * the progress line appears. A quicker answer changes nothing on the page before the modal (a second click meanwhile
 * is ignored): disabling the button at the click blurred it and restyled, laid out and painted the footer while the
 * request ran, on the cores the console and the API server were answering it with; a turning spinner asks for a
 * frame every 16 ms.
 */
const SPINNER_DELAY_MS = 500;

function stepOf(detail: string | undefined, fallback: StepId): StepId {
  const named = /^([A-Za-z ]+) step:/.exec(detail ?? '')?.[1];
  return (named && STEP_NAMES[named]) || fallback;
}

/**
 * Back, Next, Create and Cancel on every step (spec 03 §2), with the steps still to fix and the progress bar; and
 * Create's outcome: the credentials modal on success, the refusal handed to the page on failure.
 *
 * Create's request and its success modal live here rather than in the page: the page re-renders the whole wizard
 * (PatternFly rebuilds every step and its context), and nothing of it changes while creating or on success, so a
 * quick answer renders nothing at the click and only the modal at the answer.
 */
export function WizardFooterBar(props: {
  readonly canCreate: boolean;
  readonly invalidSteps: readonly string[];
  readonly onCancel: () => void;
  /** The request for the form as it is now; read at the click. */
  readonly payload: () => CreateTenantRequest;
  /** The tenant was created (the modal opens in the same render): the page clears a refusal shown before. */
  readonly onCreated: () => void;
  readonly onFailed: (problem: ServerProblem) => void;
  /** The credentials modal was closed: the wizard is done. */
  readonly onDone: () => void;
}) {
  const { activeStep, steps, goToNextStep, goToPrevStep, goToStepById } = useWizardContext();
  const createTenant = useCreateTenant();
  // `pending` from the click on (until a refusal); `slow` once the answer is slow to come; `created` after a slow one
  // (so it implies `slow`).
  const pending = useRef(false);
  const [slow, setSlow] = useState(false);
  const [created, setCreated] = useState(false);
  const credentials = useRef<CredentialsOpener>(null);
  const visible = steps.filter((step) => !step.isHidden);
  const index = visible.findIndex((step) => step.id === activeStep.id);
  const create = async () => {
    if (pending.current) return;
    pending.current = true;
    let slowShown = false;
    const slowTimer = setTimeout(() => {
      slowShown = true;
      setSlow(true);
    }, SPINNER_DELAY_MS);
    try {
      const request = props.payload();
      const answer = await createTenant(request);
      clearTimeout(slowTimer);
      // Rendered at once, in the answer's own task, rather than in a task React's scheduler queues after it.
      flushSync(() => {
        credentials.current?.open({ tenant: request.name, answer });
        // A quick answer leaves the footer as it was under the modal (Create ignores clicks from now on); a slow one
        // stops the spinner and hides the progress line.
        if (slowShown) setCreated(true);
        props.onCreated();
      });
    } catch (error) {
      clearTimeout(slowTimer);
      pending.current = false;
      setSlow(false);
      const detail = error instanceof ApiRequestError ? error.detailedMessage : undefined;
      const step = stepOf(detail, activeStep.id as StepId);
      const sessionEnded = error instanceof ApiRequestError && error.status === 401;
      props.onFailed({
        step,
        message: error instanceof Error ? error.message : String(error),
        detail,
        ...(sessionEnded ? { sessionEnded } : {}),
      });
      goToStepById(step);
    }
  };
  return (
    <WizardFooterWrapper>
      <ActionList>
        <ActionListGroup>
          <ActionListItem>
            <Button
              variant="secondary"
              data-test="wizard-back"
              isDisabled={index <= 0}
              onClick={() => void goToPrevStep()}
            >
              {strings.back}
            </Button>
          </ActionListItem>
          <ActionListItem>
            <Button
              variant="secondary"
              data-test="wizard-next"
              isDisabled={index >= visible.length - 1}
              onClick={() => void goToNextStep()}
            >
              {strings.next}
            </Button>
          </ActionListItem>
          <ActionListItem>
            <Button
              variant="primary"
              data-test="wizard-create"
              isDisabled={!props.canCreate || slow}
              isLoading={slow && !created}
              onClick={() => void create()}
            >
              {strings.create}
            </Button>
          </ActionListItem>
        </ActionListGroup>
        <ActionListGroup>
          <ActionListItem>
            <Button variant="link" data-test="wizard-cancel" onClick={props.onCancel}>
              {strings.cancel}
            </Button>
          </ActionListItem>
        </ActionListGroup>
      </ActionList>
      {slow && (
        // Once created, hidden but keeping its room: under the modal the page is not laid out again for it.
        <Progress
          aria-label={strings.creating}
          title={strings.creating}
          size="sm"
          className="pf-v6-u-ml-md"
          style={created ? { visibility: 'hidden' } : undefined}
        />
      )}
      {!slow && props.invalidSteps.length > 0 && (
        <HelperText className="pf-v6-u-ml-md">
          <HelperTextItem variant="warning" data-test="wizard-invalid-steps">
            {strings.stepsToFix(props.invalidSteps.join(', '))}
          </HelperTextItem>
        </HelperText>
      )}
      <CredentialsModal opener={credentials} onClose={props.onDone} />
    </WizardFooterWrapper>
  );
}
