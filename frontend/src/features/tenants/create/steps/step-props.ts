import type { WizardForm } from '../wizard-form';

/** What every step gets: the form, a way to change part of it, and its own fields' broken rules. */
export interface StepProps {
  readonly form: WizardForm;
  readonly patch: (changes: Partial<WizardForm>) => void;
  readonly problems: Readonly<Record<string, string>>;
}
