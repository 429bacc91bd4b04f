import { z } from 'zod';
import { resources } from '../resources';
import { listQuerySchema, pageSchema } from './paging';
import { recordSchema } from './record-json';
import { sortKeys } from './sorting';

/*
 * The route schemas of every resource must stay convertible to JSON Schema, so that an OpenAPI document
 * can be generated from the routes (no `.transform()` in field schemas, src/crud/fields.ts).
 */

it.each(resources.map((r) => [r.name, r] as const))('%s: request and response schemas convert to JSON Schema', (_, resource) => {
  const body = z.toJSONSchema(resource.fields, { io: 'input' });
  expect(body).toMatchObject({ type: 'object' });
  expect(() => z.toJSONSchema(listQuerySchema(Object.keys(sortKeys(resource)), resource.defaultSort), { io: 'input' })).not.toThrow();
  const page = z.toJSONSchema(pageSchema(recordSchema(resource)), { io: 'output' }) as { properties: Record<string, unknown> };
  expect(Object.keys(page.properties)).toEqual(expect.arrayContaining(['docs', 'totalDocs', 'nextPage']));
});

it.each(resources.map((r) => [r.name, r] as const))('%s: sorts by known keys only, default included', (_, resource) => {
  const keys = Object.keys(sortKeys(resource));
  expect(keys).toEqual(expect.arrayContaining(['createdAt', 'updatedAt']));
  expect(keys).toContain(resource.defaultSort.replace(/^-/, ''));
});
