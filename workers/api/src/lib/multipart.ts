import type { Context } from 'hono';
import { ApiError } from '../errors.ts';

/** Reads a multipart form with one required file part and one required text part, enforcing the file size cap. */
export async function readUpload(c: Context, names: { file: string; text: string }, maxBytes: number): Promise<{ file: File; text: string }> {
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
  if (typeof text !== 'string' || text.trim() === '') throw new ApiError('VALIDATION_ERROR', `The "${names.text}" part (text) is required.`);
  if (text.length > 4000) throw new ApiError('VALIDATION_ERROR', `The "${names.text}" part is longer than 4,000 characters.`);
  if (file.size > maxBytes) throw new ApiError('PAYLOAD_TOO_LARGE', `The file exceeds ${maxBytes} bytes.`);
  if (file.size === 0) throw new ApiError('VALIDATION_ERROR', `The "${names.file}" part is empty.`);
  return { file, text };
}
