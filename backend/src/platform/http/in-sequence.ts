import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * One middleware that runs `handlers` one after another, as a router would, without a router layer (a path match
 * and a dispatch) for each. The first error, thrown, rejected or passed to `next`, skips the rest and goes on to the
 * caller's `next`, as do `next('route')` and `next('router')`.
 */
export function inSequence(handlers: readonly RequestHandler[]): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    let index = 0;
    const step = (error?: unknown): void => {
      const handler = handlers[index];
      index += 1;
      if (error !== undefined || handler === undefined) {
        next(error);
        return;
      }
      try {
        const result: unknown = handler(req, res, step);
        if (result instanceof Promise) result.catch(step);
      } catch (thrown) {
        step(thrown ?? new Error('a middleware threw without a value'));
      }
    };
    step();
  };
}
