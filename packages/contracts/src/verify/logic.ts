import { z } from '@hono/zod-openapi';
import { options, provider, result, text } from './common.ts';

export const LogicRequest = z.object({ query: text(20000), provider, options }).openapi('LogicRequest');
export const LogicResult = result('LogicResult', { status: z.enum(['SAT', 'UNSAT', 'BLOCKED', 'ERROR']), provider_used: z.string() });
