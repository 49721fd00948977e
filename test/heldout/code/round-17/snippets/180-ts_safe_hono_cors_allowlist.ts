import { Hono } from "hono";

const app = new Hono();
const ORIGINS = new Set(["https://app.example.com", "https://m.example.com"]);

app.use("/api/*", async (c, next) => {
  const origin = c.req.header("Origin") ?? "";
  if (!ORIGINS.has(origin)) {
    return c.json({ error: "origin not allowed" }, 403);
  }
  c.header("Access-Control-Allow-Origin", origin);
  c.header("Access-Control-Allow-Credentials", "true");
  await next();
});

app.get("/api/wallet", (c) => c.json({ balance: 42 }));
export default app;
