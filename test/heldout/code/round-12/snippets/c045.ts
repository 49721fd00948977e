import { PrismaClient } from "@prisma/client";
import type { FastifyInstance } from "fastify";

const prisma = new PrismaClient();

export default async function routes(app: FastifyInstance) {
  app.get("/stats/:teamId", async (request) => {
    const { teamId } = request.params as { teamId: string };
    const rows = await prisma.$queryRaw`
      SELECT date_trunc('day', created_at) AS day, count(*)::int AS n
        FROM tickets WHERE team_id = ${teamId}
       GROUP BY 1 ORDER BY 1 DESC LIMIT 30`;
    return { teamId, rows };
  });
}
