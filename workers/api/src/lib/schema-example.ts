/** The subset of JSON Schema (OpenAPI 3.1) the generated document uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  additionalProperties?: boolean | JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  minItems?: number;
  format?: string;
  pattern?: string;
  example?: unknown;
  default?: unknown;
  [key: string]: unknown;
}

const FORMATS: Record<string, string> = {
  email: 'ada@example.com',
  'date-time': '2026-11-25T09:00:00.000Z',
  date: '2026-11-25',
  uuid: '2f1c0d6e-8d0e-4a57-9a43-9d8f0f1c2b3a',
  uri: 'https://example.com/',
  url: 'https://example.com/',
};

/** Names of string properties whose meaning gives a more useful example than "string". */
const NAMED: Array<[RegExp, string]> = [
  [/timestamp|_at$/, '2026-11-25T09:00:00.000Z'],
  [/email/, 'ada@example.com'],
  [/request_id/, '4ff29a7c-5e89-404a-b682-1926c91f43bf'],
  [/hash|hmac/, '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08'],
  [/^name$|_name$/, 'Acme'],
  [/access_token/, 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c3JfMSJ9.c2lnbmF0dXJl'],
  [/agent_token/, 'svc_agent_3kq9Zr0sVb7Xw2Lm5Nc8Pd1F'],
  [/^key$/, 'svc_live_vI9rcPSXxDJ4mQ2tY7uB0wKe'],
  [/^prefix$/, 'svc_live_vI9'],
  [/^jwt$|attestation$/, 'eyJhbGciOiJFUzI1NiIsInR5cCI6InNlcnZpY2UtYXR0ZXN0YXRpb24rand0In0.eyJqdGkiOiJhdHRfOGYxNGU0NWYifQ.c2ln'],
  [/^job_id$/, 'job_8a61c309671649d49074ab250ddba68b'],
  [/^key_id$|^rotated_from$/, 'key_b626f9abc3ec43bb9aa0c86568f275f5'],
  [/^org_id$|^organization_id$/, '1'],
  [/^conversation_id$/, 'conv-2026-11-25-001'],
  [/^query$/, '2 + 2 = 4'],
  [/^ip(_allowlist)?$/, '203.0.113.7'],
  [/^id$|_id$/, 'att_8f14e45f'],
];

function resolve(schema: JsonSchema, schemas: Record<string, JsonSchema>): JsonSchema {
  let current = schema;
  for (let i = 0; i < 16 && current.$ref; i++) current = schemas[current.$ref.split('/').pop() ?? ''] ?? {};
  return current;
}

/**
 * A value that validates against `schema`, built from its own examples, enums, formats and bounds, for operations
 * whose contract has no hand-written example. Properties are filled when required or when they carry an example.
 */
export function exampleFor(raw: JsonSchema, schemas: Record<string, JsonSchema>, name = '', depth = 0): unknown {
  const schema = resolve(raw, schemas);
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const chosen = variants.find((v) => resolve(v, schemas).type !== 'null') ?? variants[0];
    return chosen ? exampleFor(chosen, schemas, name, depth + 1) : null;
  }
  if (schema.allOf?.length) {
    // An extension (allOf of objects) needs every part's required properties.
    const parts = schema.allOf.map((part) => exampleFor(part, schemas, name, depth + 1));
    return parts.every((p) => typeof p === 'object' && p !== null && !Array.isArray(p)) ? Object.assign({}, ...parts) : parts[0];
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t && t !== 'null') ?? (schema.properties ? 'object' : undefined);
  if (depth > 10) return type === 'array' ? [] : null;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        const wanted = schema.required?.includes(key) || resolve(property, schemas).example !== undefined;
        if (wanted) out[key] = exampleFor(property, schemas, key, depth + 1);
      }
      return out;
    }
    case 'array': {
      const item = schema.items ? exampleFor(schema.items, schemas, name, depth + 1) : 'item';
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => item);
    }
    case 'integer':
      return Math.max(schema.minimum ?? 1, Math.min(schema.maximum ?? 1, 1));
    case 'number':
      return Math.max(schema.minimum ?? 0, Math.min(schema.maximum ?? 0.5, 0.5));
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format && FORMATS[schema.format]) return FORMATS[schema.format];
      if (schema.pattern === '^\\d{1,15}$') return '42';
      const named = NAMED.find(([pattern]) => pattern.test(name))?.[1];
      const text = named ?? 'text';
      return text.length >= (schema.minLength ?? 0) ? text : text.padEnd(schema.minLength ?? 0, 'x');
    }
    default:
      return null;
  }
}
