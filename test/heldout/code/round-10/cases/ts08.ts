import { Pool } from "pg";

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

export async function searchTickets(term: string, status?: string) {
  const filters: string[] = [`subject ILIKE '%${term}%'`];
  if (status) {
    filters.push(`status = '${status}'`);
  }
  const sql = `SELECT id, subject, status FROM tickets WHERE ${filters.join(" AND ")} ORDER BY id DESC`;
  const { rows } = await pool.query(sql);
  return rows;
}
