import { ApiError } from '../errors/api-error';
import { minioToApiError } from '../errors/minio-api-error';
import { MinioUnreachableError } from '../minio/errors';

/** One MinIO call of a multi-step action, with what it does in words: `add 'alice' to group 'devs'`. */
export interface Step {
  readonly does: string;
  run(): Promise<unknown>;
}

/**
 * Runs the steps of a multi-step action (create a user with groups and policies, bulk add to groups, edit a
 * group's members…) in order, and stops at the first failure. How the outcome is reported — the format the
 * contract describes for these operations:
 *
 * - every step succeeded: returns; the caller answers success.
 * - the first step failed: nothing was applied, so its own error propagates unchanged (a plain MinIO refusal).
 * - a later step failed: throws an ApiError with the failed step's status (as the error handler would map the MinIO
 *   error), the message `Only partly saved: could not <step>` and the detailedMessage
 *   `Applied: <step>; <step>. Failed: <step>: <reason>. Not attempted: <step>; <step>.`
 *
 * - the connection to MinIO broke after a step's request may have been sent (reset, no answer in time): MinIO may or
 *   may not have applied it, so the report says `Not confirmed: <step>: <reason>; …` instead of `Failed:`, with the
 *   message `Only partly saved: lost the connection during <step>` (or, for the first step of several,
 *   `Not confirmed: lost the connection during <step>`) — never a step reported failed that MinIO did apply.
 *
 * Nothing is rolled back: an undo can fail too, and a half-undone state is harder to report than what was applied.
 * Stopping (rather than trying the remaining steps) keeps the report short and the outcome predictable: what was not
 * attempted can be retried as it is.
 */
export async function runSteps(steps: readonly Step[]): Promise<void> {
  for (const [index, step] of steps.entries()) {
    try {
      await step.run();
    } catch (error) {
      const unsure = outcomeUnknown(error);
      if (index === 0 && !(unsure && steps.length > 1)) throw error;
      throw partlySaved(steps.slice(0, index), step, steps.slice(index + 1), error);
    }
  }
}

/** Whether a failed call may have reached MinIO: the connection broke or went silent after the request was sent. */
function outcomeUnknown(error: unknown): boolean {
  return error instanceof MinioUnreachableError && ['reset', 'timeout', 'network'].includes(error.reason);
}

function partlySaved(applied: readonly Step[], failed: Step, skipped: readonly Step[], error: unknown): ApiError {
  const cause = error instanceof ApiError ? error : minioToApiError(error);
  // Not a refusal but a fault of the console itself: the error handler logs it as such.
  if (!cause) throw error;
  const reason = cause.detailedMessage || cause.message;
  const unsure = outcomeUnknown(error);
  const parts = applied.length > 0 ? [`Applied: ${describe(applied)}.`] : [];
  parts.push(
    unsure
      ? `Not confirmed: ${failed.does}: ${reason}; the storage server may or may not have applied it.`
      : `Failed: ${failed.does}: ${reason}.`,
  );
  if (skipped.length > 0) parts.push(`Not attempted: ${describe(skipped)}.`);
  const message = !unsure
    ? `Only partly saved: could not ${failed.does}`
    : applied.length > 0
      ? `Only partly saved: lost the connection during ${failed.does}`
      : `Not confirmed: lost the connection during ${failed.does}`;
  return new ApiError(cause.status, message, parts.join(' '));
}

function describe(steps: readonly Step[]): string {
  return steps.map((step) => step.does).join('; ');
}
