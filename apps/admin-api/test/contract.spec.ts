// The contract check that createTestApp puts over every inject: it fails what the document does not allow.
import type { LightMyRequestResponse } from 'fastify';
import { Contract } from './contract';

const doc = {
  paths: {
    '/api/v1/medals/{id}': {
      patch: {
        operationId: 'updateMedal',
        parameters: [
          { name: 'id', in: 'path' as const, required: true, schema: { type: 'integer', minimum: 1 } },
          { name: 'dryRun', in: 'query' as const, schema: { type: 'boolean' } },
        ],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/MedalUpdate' } } } },
        responses: {
          200: { content: { 'application/json': { schema: { type: 'object', required: ['data'], properties: { data: { $ref: '#/components/schemas/Medal' } } } } } },
          404: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Medal: { type: 'object', required: ['id', 'namePl'], properties: { id: { type: 'integer' }, namePl: { type: 'string' } } },
      MedalUpdate: { type: 'object', required: ['version'], additionalProperties: false, properties: { version: { type: 'integer' }, namePl: { type: 'string' } } },
      Error: { type: 'object', required: ['message'], properties: { message: { type: 'string' } } },
    },
  },
};

const answer = (statusCode: number, body: unknown): LightMyRequestResponse =>
  ({ statusCode, headers: { 'content-type': 'application/json; charset=utf-8' }, body: JSON.stringify(body), json: () => body }) as unknown as LightMyRequestResponse;

describe('the OpenAPI contract check', () => {
  const contract = new Contract(doc as never);
  const patch = (body: unknown, response: LightMyRequestResponse, url = '/api/v1/medals/7') => contract.problems('PATCH', url, { body, contentType: 'application/json' }, response);

  it('passes an exchange the document allows', () => {
    expect(patch({ version: 1, namePl: 'A' }, answer(200, { data: { id: 7, namePl: 'A' } }))).toEqual([]);
    expect(patch({ version: 1 }, answer(404, { message: 'Medal not found' }))).toEqual([]);
  });

  it('fails a status the operation does not list', () => {
    expect(patch({ version: 1 }, answer(409, { message: 'stale' }))).toEqual([expect.stringContaining('answered 409, which the document does not list')]);
  });

  it('fails an answer that breaks its schema', () => {
    expect(patch({ version: 1 }, answer(200, { data: { id: '7' } }))).toEqual([expect.stringContaining('updateMedal 200 body')]);
    expect(patch({ version: 1 }, answer(404, { error: 'x' }))).toEqual([expect.stringContaining("must have required property 'message'")]);
  });

  it('fails a request answered 2xx that the document does not allow (body, path, query)', () => {
    const ok = answer(200, { data: { id: 7, namePl: 'A' } });
    expect(patch({ namePl: 'A' }, ok)).toEqual([expect.stringContaining("must have required property 'version'")]);
    expect(patch({ version: 1 }, ok, '/api/v1/medals/0')).toEqual([expect.stringContaining('path id')]);
    expect(patch({ version: 1 }, ok, '/api/v1/medals/7?force=true')).toEqual([expect.stringContaining('query parameters the document does not name: force')]);
  });
});
