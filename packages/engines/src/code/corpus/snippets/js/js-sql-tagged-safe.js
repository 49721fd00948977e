import sql from 'sql-template-strings';
export async function find(db, name) {
  return db.query(sql`SELECT * FROM users WHERE name = ${name}`);
}
