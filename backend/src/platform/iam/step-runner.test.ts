import { ApiError } from '../errors/api-error';
import { MinioError, MinioUnreachableError } from '../minio/errors';
import { runSteps, type Step } from './step-runner';

/** Steps that record what ran; the one named in `failing` throws `error`. */
function steps(names: string[], failing: string, error: unknown): { steps: Step[]; ran: string[] } {
  const ran: string[] = [];
  return {
    ran,
    steps: names.map((does) => ({
      does,
      run: async () => {
        if (does === failing) throw error;
        ran.push(does);
      },
    })),
  };
}

const refusal = new MinioError({ status: 403, code: 'AccessDenied', message: 'Access Denied.' });

describe('runSteps', () => {
  it('runs every step in order', async () => {
    const plan = steps(['a', 'b', 'c'], 'none', undefined);
    await runSteps(plan.steps);
    expect(plan.ran).toEqual(['a', 'b', 'c']);
  });

  it("lets the first step's own error through: nothing was applied", async () => {
    const plan = steps(['a', 'b'], 'a', refusal);
    await expect(runSteps(plan.steps)).rejects.toBe(refusal);
    expect(plan.ran).toEqual([]);
  });

  it('stops at a later failure and reports applied, failed and not attempted steps with its status', async () => {
    const plan = steps(['create x', 'add x to g', 'set policies', 'disable x'], 'add x to g', refusal);
    const error = (await runSteps(plan.steps).catch((e: unknown) => e)) as ApiError;
    expect(plan.ran).toEqual(['create x']);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.body).toEqual({
      code: 403,
      message: 'Only partly saved: could not add x to g',
      detailedMessage:
        'Applied: create x. Failed: add x to g: Access Denied. (AccessDenied). Not attempted: set policies; disable x.',
    });
  });

  it('leaves "Not attempted" out when the last step failed, and keeps an ApiError\'s status', async () => {
    const plan = steps(['a', 'b'], 'b', new ApiError(409, 'Conflict', 'already there'));
    await expect(runSteps(plan.steps)).rejects.toMatchObject({
      status: 409,
      detailedMessage: 'Applied: a. Failed: b: already there.',
    });
  });

  it('says "not confirmed" for a step whose connection broke after sending: MinIO may have applied it', async () => {
    const cut = new MinioUnreachableError('http://minio:9000', 'reset');
    const later = (await runSteps(steps(['a', 'b', 'c'], 'b', cut).steps).catch((e: unknown) => e)) as ApiError;
    expect(later.body).toEqual({
      code: 503,
      message: 'Only partly saved: lost the connection during b',
      detailedMessage:
        'Applied: a. Not confirmed: b: Cannot reach the storage server at http://minio:9000 (connection closed ' +
        'unexpectedly); the storage server may or may not have applied it. Not attempted: c.',
    });
    const first = (await runSteps(steps(['a', 'b'], 'a', cut).steps).catch((e: unknown) => e)) as ApiError;
    expect(first.message).toBe('Not confirmed: lost the connection during a');
    expect(first.detailedMessage).toMatch(/^Not confirmed: a: .+ Not attempted: b\.$/);
  });

  it('keeps "Failed" (and the plain error of a first step) when the request never left: connection refused', async () => {
    const refused = new MinioUnreachableError('http://minio:9000', 'refused');
    await expect(runSteps(steps(['a', 'b'], 'a', refused).steps)).rejects.toBe(refused);
    await expect(runSteps(steps(['a', 'b'], 'b', refused).steps)).rejects.toMatchObject({
      message: 'Only partly saved: could not b',
      detailedMessage: expect.stringMatching(/^Applied: a\. Failed: b: .+connection refused\)\.$/) as unknown,
    });
  });

  it('rethrows a fault of the console itself unchanged, even after applied steps', async () => {
    const bug = new TypeError('undefined is not a function');
    await expect(runSteps(steps(['a', 'b'], 'b', bug).steps)).rejects.toBe(bug);
  });
});
