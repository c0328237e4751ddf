import type { Response } from 'express';

/** The error payload of every failed `/api/v1` call (spec 01 §8): `code` is the HTTP status. */
export interface ApiErrorBody {
  readonly code: number;
  readonly message: string;
  readonly detailedMessage: string;
}

/** An error a handler throws to answer with a given status; the error middleware turns it into an ApiErrorBody. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly detailedMessage = '',
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get body(): ApiErrorBody {
    return { code: this.status, message: this.message, detailedMessage: this.detailedMessage };
  }
}

export function sendApiError(res: Response, error: ApiError): void {
  res.status(error.status).json(error.body);
}
