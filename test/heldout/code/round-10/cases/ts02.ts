import { Sequelize, QueryTypes } from "sequelize";

const sequelize = new Sequelize(process.env.DATABASE_URL as string);

export async function logsByLevel(level: string, limit = 100): Promise<unknown[]> {
  return sequelize.query(
    "SELECT id, level, message, created_at FROM logs WHERE level = '" + level + "' ORDER BY created_at DESC LIMIT " + limit,
    { type: QueryTypes.SELECT },
  );
}
