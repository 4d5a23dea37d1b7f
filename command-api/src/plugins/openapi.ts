import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;
interface OverrideContext {
  zodSchema: { _zod: { def: { type: string; in?: unknown; out?: z.ZodType } } };
  jsonSchema: JsonSchema;
  path: (string | number)[];
}

const isEmpty = (schema: JsonSchema) => Object.keys(schema).every((key) => key === 'description' || key === 'default');
const isNullBranch = (schema: JsonSchema) => schema.nullable === true && Array.isArray(schema.enum) && schema.enum.length === 1 && schema.enum[0] === null;

/**
 * How our zod schemas become OpenAPI 3.0. A field whose schema checks its raw input before its real rules (the spec's
 * "Your <field> is required" runs on anything, so `required()` starts from `z.unknown()`; `z.preprocess` starts from
 * a function) would be documented as `{}`, telling a client nothing: it is documented as what its rules accept.
 * The rest repeats fastify-type-provider-zod's own override (which a custom one replaces): empty union branches go,
 * and a union with `null` is one nullable schema, as OpenAPI 3.0 has no `null` type. (Its handling of `z.date()` and
 * `z.undefined()` in responses is not repeated: no route's schema uses either.)
 */
function override(context: unknown): void {
  const ctx = context as OverrideContext;
  const def = ctx.zodSchema._zod.def;
  if (def.type === 'pipe' && def.out && isEmpty(ctx.jsonSchema)) {
    const { $schema: _schema, ...accepted } = z.toJSONSchema(def.out, { io: 'input', unrepresentable: 'any', target: 'openapi-3.0' }) as JsonSchema;
    Object.assign(ctx.jsonSchema, accepted);
  }
  if (def.type === 'union' && Array.isArray(ctx.jsonSchema.anyOf)) {
    const anyOf = (ctx.jsonSchema.anyOf as JsonSchema[]).filter((schema) => Object.keys(schema).length > 0);
    const others = anyOf.filter((schema) => !isNullBranch(schema));
    if (others.length < anyOf.length && others.length === 1) {
      delete ctx.jsonSchema.anyOf;
      Object.assign(ctx.jsonSchema, others[0], { nullable: true });
    } else {
      ctx.jsonSchema.anyOf = others.length < anyOf.length && others.length > 0 ? others : anyOf;
      if (others.length < anyOf.length && others.length > 0) ctx.jsonSchema.nullable = true;
    }
  }
}

/** OpenAPI generated from the routes' zod schemas, browsable at /docs. */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Lease deals API',
        description: 'Commands append events to the log; queries read the projections. See docs/ in the repository.',
        version,
      },
    },
    transform: createJsonSchemaTransform({ zodToJsonConfig: { override } }),
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
}
