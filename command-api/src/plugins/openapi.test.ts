import { createTestApi, type TestApi } from '../../../test-support/api';

// /docs must tell a client every field's type: a property documented as `{}` says nothing of what to send.

type Schema = { type?: unknown; $ref?: unknown; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; enum?: unknown; const?: unknown; properties?: Record<string, Schema>; items?: Schema };

function emptyProperties(schema: Schema | undefined, path: string, found: string[]): void {
  if (!schema || typeof schema !== 'object') return;
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const described = ['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const'].some((key) => key in property);
    if (!described) found.push(`${path}.${name}`);
    emptyProperties(property, `${path}.${name}`, found);
  }
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) emptyProperties(branch, path, found);
  if (schema.items) emptyProperties(schema.items, `${path}[]`, found);
}

describe('the OpenAPI document', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await createTestApi({ runProjectors: false });
  });
  afterAll(async () => api.cleanup());

  test('documents every body, query and parameter field with its type', async () => {
    const document = (await api.app.inject({ url: '/docs/json' })).json() as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: Schema }> }; parameters?: { name: string; in: string; schema?: Schema }[] }>> };
    const empty: string[] = [];
    let fields = 0;
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [type, content] of Object.entries(operation.requestBody?.content ?? {})) {
          fields += Object.keys(content.schema.properties ?? {}).length;
          emptyProperties(content.schema, `${method.toUpperCase()} ${path} body(${type})`, empty);
        }
        for (const parameter of operation.parameters ?? []) {
          fields++;
          const schema = parameter.schema ?? {};
          if (!['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'enum', 'const'].some((key) => key in schema)) empty.push(`${method.toUpperCase()} ${path} ${parameter.in}.${parameter.name}`);
        }
      }
    }
    expect(fields).toBeGreaterThan(300);
    expect(empty).toEqual([]);
    // A field with a list of values says which.
    const signUp = document.paths['/marketing/communication/sign-up']!.post!.requestBody!.content['application/json']!.schema.properties!;
    expect(signUp.leaseTiming).toMatchObject({ type: 'string', enum: expect.arrayContaining(['under-4-weeks']) });
    expect(document.paths['/lead/register']!.post!.requestBody!.content['application/json']!.schema.properties!.phoneNumber).toMatchObject({ type: 'string' });
  });
});
