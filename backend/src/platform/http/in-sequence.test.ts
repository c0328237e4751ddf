import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { inSequence } from './in-sequence';

/** Runs the sequence once and answers what reached the final `next` and the order the handlers ran in. */
async function run(handlers: RequestHandler[]): Promise<{ outcome: unknown; ran: string[] }> {
  const ran: string[] = [];
  const outcome = await new Promise<unknown>((resolve) => {
    const req = { ran } as unknown as Request;
    inSequence(handlers)(req, {} as Response, ((error?: unknown) => resolve(error ?? 'done')) as NextFunction);
  });
  return { outcome, ran };
}

const step =
  (name: string): RequestHandler =>
  (req, _res, next) => {
    (req as unknown as { ran: string[] }).ran.push(name);
    next();
  };

describe('inSequence', () => {
  it('runs every handler in order, then the next middleware', async () => {
    expect(await run([step('a'), step('b'), step('c')])).toEqual({ outcome: 'done', ran: ['a', 'b', 'c'] });
  });

  it('continues after a handler that calls next later', async () => {
    const later: RequestHandler = (_req, _res, next) => void setImmediate(next);
    expect(await run([step('a'), later, step('b')])).toEqual({ outcome: 'done', ran: ['a', 'b'] });
  });

  it('skips the rest on an error passed to next, thrown, or rejected', async () => {
    const failure = new Error('rejected by the contract');
    const passes: RequestHandler = (_req, _res, next) => next(failure);
    const throws: RequestHandler = () => {
      throw failure;
    };
    const rejects: RequestHandler = () => Promise.reject(failure);
    for (const failing of [passes, throws, rejects]) {
      expect(await run([step('a'), failing, step('b')])).toEqual({ outcome: failure, ran: ['a'] });
    }
  });

  it("hands next('route') on to the router", async () => {
    const skip: RequestHandler = (_req, _res, next) => next('route');
    expect(await run([skip, step('b')])).toEqual({ outcome: 'route', ran: [] });
  });
});
