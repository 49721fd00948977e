import * as z from 'zod';
import './openapi-zod.ts';
import { VerificationOptions } from './verify/common.ts';
import { StatsUpload } from './verify/stats.ts';

/** One JSON-RPC 2.0 message of the Model Context Protocol (request, notification or response). */
export const McpJsonRpcMessage = z
  .looseObject({
    jsonrpc: z.literal('2.0'),
    id: z.union([z.string().max(200), z.number()]).optional(),
    method: z.string().min(1).max(200).optional(),
    params: z.unknown().optional(),
  })
  .openapi('McpJsonRpcMessage');

/** What a client POSTs to /mcp (Streamable HTTP transport): one message, or a batch of a few. */
export const McpMessage = z.union([McpJsonRpcMessage, z.array(McpJsonRpcMessage).min(1).max(20)]).openapi('McpMessage');

/** Arguments of the `verify_stats` tool: the multipart route's fields, with the CSV inline as text. */
export const McpStatsToolInput = z
  .strictObject({
    csv: z.string().min(1).max(900_000).openapi({
      description: 'The data as CSV text with a header row, at most 900,000 characters',
      example: 'region,price\nEU,10\nUS,12\n',
    }),
    query: StatsUpload.shape.query,
    number_format: StatsUpload.shape.number_format,
    options: VerificationOptions.optional(),
  })
  .openapi('McpStatsToolInput');
