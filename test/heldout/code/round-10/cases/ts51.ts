import { PrismaClient } from "@prisma/client";

const prisma = new PrismaClient();

export async function findByEmail(email: string) {
  const users = await prisma.$queryRaw`SELECT id, email, name FROM "User" WHERE email = ${email} LIMIT 1`;
  return users;
}

export async function recentOrders(userId: number) {
  return prisma.order.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    take: 20,
  });
}
