import * as z from 'zod';
import type { CompletionRequest, LlmProvider } from './llm-provider.ts';
import { ProviderError } from './provider-error.ts';

/**
 * Pulls the first JSON object out of model text. Models wrap JSON in ``` fences or add a sentence before it even in
 * JSON mode, so the outermost balanced {...} is taken (string-aware, so braces inside strings do not count).
 */
export function extractJsonObject(text: string): unknown {
  const start = text.indexOf('{');
  if (start < 0) throw new ProviderError('invalid_output');
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const ch = text[i];
    if (inString) {
      if (ch === '\\') i++;
      else if (ch === '"') inString = false;
    } else if (ch === '"') inString = true;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) {
      try {
        return JSON.parse(text.slice(start, i + 1)) as unknown;
      } catch {
        throw new ProviderError('invalid_output');
      }
    }
  }
  throw new ProviderError('invalid_output');
}

/** Asks for JSON, then validates it; anything that does not match becomes ProviderError('invalid_output'). */
export async function completeStructured<S extends z.ZodType>(
  provider: LlmProvider,
  request: CompletionRequest & { jsonSchemaHint: string },
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const text = await provider.complete(request, signal);
  const parsed = schema.safeParse(extractJsonObject(text));
  if (!parsed.success) throw new ProviderError('invalid_output');
  return parsed.data;
}

/** A finite number, also accepted as a numeric string ("30", "1e3") because models quote numbers often. */
export const finiteNumber = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^[-+]?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?$/i)
      .transform(Number),
  ])
  .pipe(z.number().finite());

/**
 * Confidence in [0, 1]. Small models often answer on a 0–100 scale; values in (1, 100] are read as percentages.
 * The value is informational only: no status decision depends on it.
 */
export const confidenceNumber = finiteNumber.pipe(z.number().min(0).max(100)).transform((c) => (c > 1 ? c / 100 : c));

/** Caps free text from models so a runaway answer cannot bloat results and logs. */
export const boundedText = (max: number) => z.string().transform((s) => (s.length > max ? `${s.slice(0, max)}…` : s));
