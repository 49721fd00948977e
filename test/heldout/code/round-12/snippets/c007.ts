import { QueryTypes, Sequelize } from "sequelize";

const sequelize = new Sequelize(process.env.DATABASE_URL as string, { logging: false });

export async function topCustomers(region: string, limit = 10) {
  return sequelize.query(
    `SELECT c.id, c.name, SUM(o.total) AS revenue
       FROM customers c JOIN orders o ON o.customer_id = c.id
      WHERE c.region = :region
      GROUP BY c.id, c.name
      ORDER BY revenue DESC
      LIMIT :limit`,
    { replacements: { region, limit: Math.min(limit, 100) }, type: QueryTypes.SELECT },
  );
}
