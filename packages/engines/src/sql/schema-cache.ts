/**
 * Per-isolate memo of what is derived from a schema_ddl text (catalogue, relation names). Agents send the same schema
 * with every query, and reading it dominates the static check. The key is the schema text itself: the runtime hashes
 * it natively and compares it in full on a hit, so two schemas can never share an entry. Least recently used entries
 * are dropped beyond `maxEntries` or `maxChars` of keys. Values must not be mutated after construction.
 */
export class SchemaCache<T> {
  private readonly entries = new Map<string, T>();
  private chars = 0;
  readonly maxEntries: number;
  readonly maxChars: number;

  constructor(maxEntries = 32, maxChars = 4_000_000) {
    this.maxEntries = maxEntries;
    this.maxChars = maxChars;
  }

  get(key: string, build: () => T): T {
    const hit = this.entries.get(key);
    if (hit !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, hit);
      return hit;
    }
    const value = build();
    if (key.length > this.maxChars) return value;
    while (this.entries.size >= this.maxEntries || (this.entries.size > 0 && this.chars + key.length > this.maxChars)) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
      this.chars -= oldest.length;
    }
    this.entries.set(key, value);
    this.chars += key.length;
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
