/** The characters MinIO accepts in a policy name (the contract's PolicyName pattern). */
const POLICY_NAME = /^[A-Za-z0-9_.@+=-]+$/;

/** Whether Create Policy's Save may be pressed (spec 02 §5: disabled while the name is blank). */
export function canSavePolicyName(name: string): boolean {
  return name.trim() !== '';
}

/** A problem with a typed (non-blank) policy name, shown under the field; `undefined` when it is fine. */
export function policyNameProblem(name: string, rule: string): string | undefined {
  return name.trim() === '' || POLICY_NAME.test(name) ? undefined : rule;
}
