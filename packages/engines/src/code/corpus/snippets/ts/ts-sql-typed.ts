import type { Pool } from 'pg';
export async function find(db: Pool, id: string) {
  return db.query(`SELECT * FROM t WHERE id = ${id}`);
}
