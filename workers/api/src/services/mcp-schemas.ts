import { OpenAPIHono } from '@hono/zod-openapi';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import type * as z from 'zod';
import type { McpTool } from './mcp-tools.ts';

type JsonSchema = { [key: string]: unknown };

/**
 * The MCP tool list: names, descriptions, annotations, and input and output JSON Schemas written by the same generator
 * as the OpenAPI document (`/openapi.json`), so a tool's arguments carry the contracts' descriptions, enums and examples.
 * zod's own JSON Schema conversion (the one the SDK's McpServer uses) drops the metadata that `.openapi()` attaches.
 * References are inlined (clients handle self-contained schemas best) and `example` becomes JSON Schema's `examples`.
 */
export function toolDefinitions(tools: readonly McpTool[]): Tool[] {
  const named = new Map<string, z.ZodType>();
  for (const [i, tool] of tools.entries()) {
    named.set(`input${i}`, tool.input);
    for (const [j, schema] of tool.output.entries()) named.set(`output${i}_${j}`, schema);
  }
  const app = new OpenAPIHono();
  for (const [name, schema] of named) app.openAPIRegistry.register(name, schema);
  const document = app.getOpenAPI31Document({ openapi: '3.1.0', info: { title: 'Verdict MCP tools', version: '1' } });
  const components = (document.components?.schemas ?? {}) as Record<string, JsonSchema>;
  const schemaOf = (name: string) => inline(components[name], components, []) as JsonSchema;

  return tools.map((tool, i) => {
    const outputs = tool.output.map((_, j) => schemaOf(`output${i}_${j}`));
    return {
      name: tool.name,
      title: tool.title,
      description: tool.description,
      inputSchema: { ...schemaOf(`input${i}`), type: 'object' },
      // MCP requires an object at the root; a route with two verdict shapes (rag) lists both under anyOf.
      outputSchema: outputs.length === 1 ? { ...outputs[0], type: 'object' } : { type: 'object', anyOf: outputs },
      annotations: {
        title: tool.title,
        readOnlyHint: true,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: tool.openWorld,
      },
    };
  });
}

const LITERAL_KEYWORDS = new Set(['examples', 'enum', 'const', 'default']);

function inline(schema: unknown, components: Record<string, JsonSchema>, path: readonly string[]): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inline(item, components, path));
  if (schema === null || typeof schema !== 'object') return schema;
  const source = schema as JsonSchema;
  const out: JsonSchema = {};
  const ref = typeof source.$ref === 'string' ? source.$ref.replace('#/components/schemas/', '') : null;
  if (ref !== null) {
    // The contracts are not recursive; a cycle here would be a contract change this conversion must not loop on.
    if (path.includes(ref)) throw new Error(`recursive schema ${ref}`);
    Object.assign(out, inline(components[ref], components, [...path, ref]));
  }
  for (const [key, value] of Object.entries(source)) {
    if (key === '$ref') continue;
    if (key === 'example') out.examples = [value];
    // Literal values, copied as written (an example may well contain a key named `$ref` or `example`).
    else if (LITERAL_KEYWORDS.has(key)) out[key] = value;
    // Inside `properties` the keys are field names, not keywords.
    else if (key === 'properties' && value !== null && typeof value === 'object') {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, inline(sub, components, path)]));
    } else out[key] = inline(value, components, path);
  }
  return out;
}
