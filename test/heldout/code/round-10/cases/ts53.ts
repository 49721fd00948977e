import { Pool } from "pg";

const pool = new Pool({ connectionString: process.env.DATABASE_URL });

export async function searchTickets(term: string, status?: string) {
  const params: unknown[] = [`%${term}%`];
  let sql = "SELECT id, subject, status FROM tickets WHERE subject ILIKE $1";
  if (status) {
    params.push(status);
    sql += ` AND status = $${params.length}`;
  }
  sql += " ORDER BY id DESC";
  const { rows } = await pool.query(sql, params);
  return rows;
}
