import * as z from 'zod';
import '../openapi-zod.ts';
import { options, result, text, workCounters } from './common.ts';

export const CodeRequest = z
  .object({
    code: text(10_000).openapi({
      description: 'Source code, at most 10,000 characters (about 250 lines)',
      example: 'import os\nos.system(input())\n',
    }),
    language: z.string().min(1).max(20).optional().openapi({
      description: 'python (default), javascript or typescript; aliases py, python3, js, node, nodejs, ecmascript, ts',
      example: 'python',
    }),
    options,
  })
  .openapi('CodeRequest');
export const CodeResult = result('CodeResult', {
  is_safe: z.boolean().openapi({
    description:
      'True iff the analysis is complete (the whole file parsed, every call that could reach a sink and every security flag resolved) and no finding is critical or high; medium and low findings do not make code unsafe',
  }),
  analysis: z.enum(['complete', 'partial']),
  language: z.string().openapi({ description: 'The language analysed (given or detected)', example: 'python' }),
  vulnerabilities: z.array(
    z
      .strictObject({
        type: z.string().openapi({ description: 'Rule family, stable across languages', example: 'command_injection' }),
        severity: z.enum(['critical', 'high', 'medium', 'low']),
        line: z.number().int().openapi({ description: '1-based line' }),
        column: z.number().int().openapi({ description: '1-based column in UTF-16 code units' }),
        message: z.string(),
        rule_id: z.string().openapi({ example: 'py.command-injection.os-shell' }),
        cwe: z.string().openapi({ example: 'CWE-78' }),
      })
      .openapi('CodeFinding'),
  ),
  syntax_errors: z
    .array(z.strictObject({ line: z.number().int(), column: z.number().int() }))
    .optional()
    .openapi({ description: 'Where the parser had to recover (analysis partial)' }),
  findings_truncated: z.literal(true).optional(),
  unresolved: z
    .array(
      z
        .strictObject({
          kind: z.enum(['dynamic_call', 'security_flag']).openapi({
            description:
              'dynamic_call: a callee named by a string constant propagation cannot fold (getattr, globals(), import_module, require(x)[y]); security_flag: a flag such as verify= or rejectUnauthorized fed by a value that is not a constant',
          }),
          line: z.number().int(),
          column: z.number().int(),
          message: z.string(),
        })
        .openapi('CodeUnresolved'),
    )
    .optional()
    .openapi({ description: 'What could not be resolved (analysis partial, so the code is not safe); at most 20 listed' }),
  work: workCounters,
});
