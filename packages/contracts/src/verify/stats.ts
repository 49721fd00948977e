import * as z from 'zod';
import '../openapi-zod.ts';
import { filePart, result, uploadOptions } from './common.ts';

const numbers = z.union([z.number(), z.record(z.string(), z.number())]);
const exactTexts = z.union([z.string(), z.record(z.string(), z.string().nullable())]);

const PlanCondition = z.strictObject({
  c: z.number().int().openapi({ description: 'Column index' }),
  op: z.enum(['==', '!=', '<', '<=', '>', '>=']),
  num: z.string().optional().openapi({ description: 'Exact decimal compared numerically' }),
  text: z.string().optional().openapi({ description: 'Lower-cased text compared with the trimmed cell' }),
});

/** The computation a supported query became: data for the sandbox's stats runtime, never code. */
const StatsPlan = z
  .strictObject({
    where: z.array(z.array(PlanCondition)).nullable().openapi({ description: 'OR of ANDs; null selects every row' }),
    groupBy: z.number().int().nullable(),
    agg: z.strictObject({
      kind: z.enum(['count', 'countColumn', 'distinct', 'numeric', 'quantile', 'correlation', 'regression', 'tTest', 'welch']),
      fn: z.string().optional(),
      c: z.number().int().optional(),
      p: z.string().optional(),
      x: z.number().int().optional(),
      y: z.number().int().optional(),
      part: z.enum(['both', 'slope', 'intercept']).optional(),
      mu: z.string().optional(),
      g: z.number().int().optional(),
      a: PlanCondition.nullable().optional(),
      b: PlanCondition.nullable().optional(),
    }),
  })
  .openapi('StatsPlan');

export const StatsResult = result('StatsResult', {
  status: z.enum(['SUCCESS', 'PARTIAL', 'ERROR', 'BLOCKED']).openapi({
    description:
      "SUCCESS: computed over every cell the query needed, in a file whose every record has the header's number of fields. PARTIAL: computed, but some cells could not be read as numbers (see skipped_cells) or some records are ragged (see ragged_rows); not verified. ERROR: no value. BLOCKED: a generated program failed the safety check.",
  }),
  computed_value: numbers
    .nullable()
    .openapi({ description: 'The value (or one per group / named part): the double nearest to the exact value' }),
  exact_value: exactTexts.nullable().optional().openapi({
    description:
      'The exact value as decimal text, or a fraction p/q when the decimal does not terminate; null when irrational (a square root)',
  }),
  message: z.string(),
  warning: z.string().optional(),
  skipped_cells: z
    .array(z.object({ column: z.string(), count: z.number().int(), rows: z.array(z.number().int()) }))
    .optional()
    .openapi({
      description: 'Cells that could not be read as numbers, per column, with spreadsheet row numbers (header = row 1) of the first 50',
    }),
  ragged_rows: z
    .object({ count: z.number().int(), rows: z.array(z.number().int()) })
    .optional()
    .openapi({
      description:
        'Records with more or fewer fields than the header (outside quotes): never cut or padded, left out of the table, with spreadsheet row numbers (header = row 1) of the first 50. Their presence makes the answer PARTIAL.',
    }),
  description: z.string().optional().openapi({ description: 'What was computed, in words' }),
  number_format: z.enum(['decimal_point', 'decimal_comma']).optional(),
  rows_selected: z.number().int().optional(),
  columns: z.array(z.string()).openapi({ description: 'The header of the CSV file' }),
  plan: StatsPlan.optional(),
  code: z
    .string()
    .optional()
    .openapi({ description: 'What the sandbox ran: the plan call, or the generated program (checked for safety first)' }),
  values_used: z.number().int().optional(),
});
export const StatsUpload = z
  .object({
    file: filePart('CSV file, at most 1 MB'),
    query: z.string().openapi({
      description:
        'The statistic in words: count, mean, sum, min, max, median, quantiles, mode, variance, sd… of a column, optionally grouped or filtered with where (docs/stats.md)',
      example: 'mean of price where region = EU',
    }),
    number_format: z.enum(['decimal_point', 'decimal_comma']).optional().openapi({
      description: 'How cells write numbers: 1,234.5 (decimal_point, the default) or 1.234,5 (decimal_comma)',
    }),
    options: uploadOptions,
  })
  .openapi('StatsUpload');
