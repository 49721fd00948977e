import { VerificationOptions } from '@verdict/contracts';
import type { Context } from 'hono';
import type * as z from 'zod';
import { ApiError } from '../errors.ts';

/**
 * Reads a multipart form with one required file part and one required text part, enforcing the file size cap, plus the
 * optional `options` part (the same verification options JSON routes take, as a JSON text part) and any optional short
 * text parts named in `names.optional` (each at most 100 characters).
 */
export async function readUpload(
  c: Context,
  names: { file: string; text: string; optional?: readonly string[] },
  maxBytes: number,
): Promise<{
  file: File;
  text: string;
  options: z.infer<typeof VerificationOptions> | undefined;
  fields: Record<string, string | undefined>;
}> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw new ApiError('UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data.');
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    throw new ApiError('VALIDATION_ERROR', 'The multipart body could not be parsed.');
  }
  const file = form[names.file];
  const text = form[names.text];
  if (!(file instanceof File)) throw new ApiError('VALIDATION_ERROR', `The "${names.file}" part (a file) is required.`);
  checkUploadText(names.text, text);
  if (file.size > maxBytes) throw new ApiError('PAYLOAD_TOO_LARGE', `The file exceeds ${maxBytes} bytes.`);
  if (file.size === 0) throw new ApiError('VALIDATION_ERROR', `The "${names.file}" part is empty.`);
  const fields: Record<string, string | undefined> = {};
  for (const name of names.optional ?? []) {
    const value = form[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.length > 100) throw new ApiError('VALIDATION_ERROR', `The "${name}" part must be short text.`);
    fields[name] = value.trim();
  }
  return { file, text, options: parseOptionsPart(form.options), fields };
}

/** The required text part of an upload (a query, a claim): present, not blank, at most 4,000 characters. */
export function checkUploadText(name: string, text: unknown): asserts text is string {
  if (typeof text !== 'string' || text.trim() === '') throw new ApiError('VALIDATION_ERROR', `The "${name}" part (text) is required.`);
  if (text.length > 4000) throw new ApiError('VALIDATION_ERROR', `The "${name}" part is longer than 4,000 characters.`);
}

function parseOptionsPart(part: unknown): z.infer<typeof VerificationOptions> | undefined {
  if (part === undefined) return undefined;
  const invalid = new ApiError('VALIDATION_ERROR', 'The "options" part must be a JSON object such as {"include_attestation": true}.');
  if (typeof part !== 'string' || part.length > 1000) throw invalid;
  let value: unknown;
  try {
    value = JSON.parse(part);
  } catch {
    throw invalid;
  }
  const parsed = VerificationOptions.safeParse(value);
  if (!parsed.success) throw invalid;
  return parsed.data;
}
