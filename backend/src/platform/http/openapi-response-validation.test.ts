import type { Server } from 'node:http';
import express from 'express';
import { createLogger } from '../logging/logger';
import { errorHandler } from './error-handler';
import type { OpenApiDocument } from './openapi-document';
import { openApiValidator } from './openapi-validator';

/** A one-operation contract whose response uses a format only this project knows. */
const document: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'response validation', version: '1' },
  paths: {
    '/api/v1/volumes/{id}': {
      get: {
        operationId: 'getVolume',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'A volume.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['name'],
                  properties: { name: { type: 'string' }, capacity: { type: 'string', format: 'k8s-quantity' } },
                },
              },
            },
          },
        },
      },
    },
  },
};

async function withApp(body: (base: string) => Promise<void>): Promise<void> {
  const app = express();
  app.use('/api/v1', openApiValidator({ subPath: '/', validateResponses: true, document }));
  app.get('/api/v1/volumes/:id', (req, res) => {
    res.json(req.params.id === 'good' ? { name: 'data-0', capacity: '10Gi' } : { name: 42 });
  });
  app.use(errorHandler(createLogger('error', () => undefined)));
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  try {
    await body(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('response validation (switched on in tests)', () => {
  it('passes a response that keeps the contract, accepting a format the validator does not know', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    return withApp(async (base) => {
      const res = await fetch(`${base}/api/v1/volumes/good`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ name: 'data-0', capacity: '10Gi' });
      // ajv would warn "unknown format k8s-quantity ignored" had the validator not been told about it.
      expect(warn).not.toHaveBeenCalled();
    }).finally(() => warn.mockRestore());
  });

  it('turns a response that breaks the contract into a 500 ApiError naming the field', () =>
    withApp(async (base) => {
      const res = await fetch(`${base}/api/v1/volumes/bad`);
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        code: 500,
        message: 'Response does not match the API contract',
        detailedMessage: expect.stringContaining('/response/name must be string') as unknown,
      });
    }));
});
