import express, { type Response } from 'express';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { ApiError } from '../errors/api-error';
import { errorHandler } from '../http/error-handler';
import type { OpenApiDocument } from '../http/openapi-document';
import { notImplemented } from '../http/openapi-not-implemented';
import { openApiValidator } from '../http/openapi-validator';
import { createLogger } from '../logging/logger';
import { dispatchOperations } from './operation-dispatch';
import type { OperationTable } from './operation-table';

/** A contract of five operations, so that the dispatcher is tested apart from the console's features. */
const document: OpenApiDocument = {
  openapi: '3.0.3',
  info: { title: 'things', version: '1' },
  paths: {
    '/api/v1/things': {
      post: {
        operationId: 'addThing',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
            },
          },
        },
        responses: { '201': { description: 'added', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
    },
    '/api/v1/things/{id}': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        operationId: 'getThing',
        parameters: [{ name: 'deep', in: 'query', required: false, schema: { type: 'boolean' } }],
        responses: { '200': { description: 'one', content: { 'application/json': { schema: { type: 'object' } } } } },
      },
      delete: { operationId: 'deleteThing', responses: { '204': { description: 'gone' } } },
      put: { operationId: 'replaceThing', responses: { '204': { description: 'replaced' } } },
    },
    '/api/v1/things/{id}/content': {
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
      get: {
        operationId: 'streamThing',
        responses: { '200': { description: 'streamed', content: { 'application/octet-stream': {} } } },
      },
    },
  },
};

/** A stream handler that writes `res` itself: it gives up, answering nothing, when the client goes away first. */
let streamStarted: () => void = () => undefined;
let streamEnded: Promise<void> = Promise.resolve();
function streamThing({ res }: { res: Response }): Promise<void> {
  streamEnded = new Promise((resolve) => res.once('close', resolve));
  streamStarted();
  return streamEnded;
}

/** The table is typed by the console's contract; these tests give handlers of their own contract. */
const table = {
  streamThing,
  addThing: ({ body }: { body: { name: string } }) => ({ added: body.name }),
  getThing: ({ params, query }: { params: { id: string }; query: { deep?: boolean } }) => ({
    id: params.id,
    deep: query.deep ?? null,
  }),
  deleteThing: {
    handler: () => undefined,
    guards: [
      (req: { params: { id: string } }) => {
        if (req.params.id === 'kept') throw new ApiError(409, 'Kept', 'This thing cannot be deleted');
      },
    ],
  },
} as unknown as OperationTable;

let server: Server;
let base: string;
const errorLines: string[] = [];

beforeAll(async () => {
  const app = express();
  app.use(express.json());
  app.use('/api/v1', openApiValidator({ subPath: '/', document }));
  app.use('/api/v1', dispatchOperations(table, document));
  app.use('/api/v1', notImplemented());
  app.use(errorHandler(createLogger('error', (line) => errorLines.push(line))));
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

async function call(method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

describe('dispatchOperations', () => {
  it('answers with the status the contract declares and the JSON the handler returns', async () => {
    expect(await call('POST', '/api/v1/things', { name: 'a' })).toEqual({ status: 201, body: { added: 'a' } });
    expect(await call('DELETE', '/api/v1/things/a')).toEqual({ status: 204, body: undefined });
  });

  it('gives the handler the decoded path parameters and the query coerced to its declared types', async () => {
    expect(await call('GET', '/api/v1/things/a%2Fb?deep=true')).toEqual({
      status: 200,
      body: { id: 'a/b', deep: true },
    });
    expect((await call('GET', '/api/v1/things/x')).body).toEqual({ id: 'x', deep: null });
  });

  it('runs the declared guards before the handler, with the path parameters on req.params', async () => {
    expect(await call('DELETE', '/api/v1/things/kept')).toMatchObject({ status: 409, body: { message: 'Kept' } });
  });

  it('never reaches a handler with a request that breaks the contract', async () => {
    const answer = await call('POST', '/api/v1/things', { title: 'no name' });
    expect(answer.status).toBe(400);
  });

  it('leaves an operation without a handler to the 501 catch-all', async () => {
    const answer = await call('PUT', '/api/v1/things/a');
    expect(answer).toMatchObject({ status: 501, body: { code: 501, message: 'Not implemented' } });
  });

  it('takes a stream the client left before its first byte as answered, logging no error', async () => {
    const started = new Promise<void>((resolve) => (streamStarted = resolve));
    const port = (server.address() as { port: number }).port;
    const socket = connect(port, '127.0.0.1', () =>
      socket.write('GET /api/v1/things/a/content HTTP/1.1\r\nHost: x\r\n\r\n'),
    );
    await started;
    socket.destroy();
    await streamEnded;
    await new Promise((resolve) => setImmediate(resolve));
    expect(errorLines).toEqual([]);
  });
});
