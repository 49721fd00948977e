/** Okapi BM25 over pre-tokenised documents (here: the context's sentences). */
export function bm25Scores(query: string[], docs: string[][], k1 = 1.2, b = 0.75): number[] {
  const n = docs.length;
  if (n === 0) return [];
  const avg = docs.reduce((s, d) => s + d.length, 0) / n || 1;
  const df = new Map<string, number>();
  for (const d of docs) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
  const terms = [...new Set(query)];
  return docs.map((d) => {
    const tf = new Map<string, number>();
    for (const t of d) tf.set(t, (tf.get(t) ?? 0) + 1);
    let score = 0;
    for (const t of terms) {
      const f = tf.get(t) ?? 0;
      if (f === 0) continue;
      const nt = df.get(t) ?? 0;
      const idf = Math.log(1 + (n - nt + 0.5) / (nt + 0.5));
      score += (idf * (f * (k1 + 1))) / (f + k1 * (1 - b + (b * d.length) / avg));
    }
    return score;
  });
}
