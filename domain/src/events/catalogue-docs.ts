import { z } from 'zod';
import type { EventDefinition } from './define-event';

interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  anyOf?: JsonSchema[];
  format?: string;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

function describeType(schema: JsonSchema): string {
  if (schema.enum) return `one of ${schema.enum.map((value) => `\`${String(value)}\``).join(', ')}`;
  if (schema.anyOf) return schema.anyOf.map(describeType).join(' or ');
  if (schema.type === 'array') return `array of ${schema.items ? describeType(schema.items) : 'values'}`;
  const type = Array.isArray(schema.type) ? schema.type.join(' or ') : (schema.type ?? 'any');
  return schema.format ? `${type} (${schema.format})` : type;
}

function fieldRows(schema: JsonSchema, prefix = ''): string[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {}).flatMap(([name, field]) => {
    const path = `${prefix}${name}`;
    const row = `| \`${path}\` | ${describeType(field)} | ${required.has(name) ? 'yes' : 'no'} |`;
    return field.type === 'object' && field.properties ? [row, ...fieldRows(field, `${path}.`)] : [row];
  });
}

/** docs/events.md, rendered from the zod schemas so that it cannot drift from the code. */
export function renderEventCatalogue(definitions: readonly EventDefinition[]): string {
  const sections = [...definitions]
    .sort((a, b) => a.type.localeCompare(b.type))
    .map((definition) => {
      const schema = z.toJSONSchema(definition.schema, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
      return [
        `## ${definition.type} (v${definition.version})`,
        '',
        definition.description,
        '',
        '| field | type | required |',
        '|---|---|---|',
        ...fieldRows(schema),
        '',
      ].join('\n');
    });
  return [
    '# Event catalogue',
    '',
    'Generated from the zod schemas in `domain/` by `npm run docs:events`; a test fails when this file is out of date.',
    'Every event also carries metadata: `correlationId`, `causationId`, `actor`, `occurredAt`, `source` {app, version}',
    'and `schemaVersion` (the version its data was written under; older versions are upcast on read).',
    '',
    ...sections,
  ].join('\n');
}
