/**
 * Which parts of a fact check's context to highlight. The result may give character spans (`spans`,
 * `evidence_spans`: `{start, end}` or `[start, end]`) or evidence text (`evidence`: a string or strings) that is
 * located in the context; overlapping ranges are merged.
 */

export interface Segment {
  text: string;
  marked: boolean;
}

type Range = [number, number];

function spansFrom(value: unknown, length: number): Range[] {
  if (!Array.isArray(value)) return [];
  const out: Range[] = [];
  for (const item of value) {
    let start: unknown;
    let end: unknown;
    if (Array.isArray(item)) [start, end] = item;
    else if (item && typeof item === 'object') ({ start, end } = item as { start?: unknown; end?: unknown });
    if (typeof start === 'number' && typeof end === 'number' && Number.isInteger(start) && Number.isInteger(end) && start < end) {
      const s = Math.max(0, start);
      const e = Math.min(length, end);
      if (s < e) out.push([s, e]);
    }
  }
  return out;
}

function textsFrom(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

export function evidenceRanges(context: string, result: Record<string, unknown>): Range[] {
  const ranges = [...spansFrom(result.spans, context.length), ...spansFrom(result.evidence_spans, context.length)];
  for (const text of textsFrom(result.evidence)) {
    const needle = text.trim();
    if (!needle) continue;
    let at = context.indexOf(needle);
    // Evidence may be normalised (case, spacing): fall back to a case-insensitive search.
    if (at < 0) at = context.toLowerCase().indexOf(needle.toLowerCase());
    if (at >= 0) ranges.push([at, at + needle.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const r of ranges) {
    const last = merged[merged.length - 1];
    if (last && r[0] <= last[1]) last[1] = Math.max(last[1], r[1]);
    else merged.push([r[0], r[1]]);
  }
  return merged;
}

export function highlightRanges(context: string, result: Record<string, unknown>): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (const [start, end] of evidenceRanges(context, result)) {
    if (start > at) segments.push({ text: context.slice(at, start), marked: false });
    segments.push({ text: context.slice(start, end), marked: true });
    at = end;
  }
  if (at < context.length) segments.push({ text: context.slice(at), marked: false });
  return segments;
}
