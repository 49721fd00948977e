import { Hono } from "hono";

const app = new Hono();

app.use("/api/*", async (c, next) => {
  const origin = c.req.header("Origin") ?? "";
  c.header("Access-Control-Allow-Origin", origin);
  c.header("Access-Control-Allow-Credentials", "true");
  c.header("Vary", "Origin");
  await next();
});

app.get("/api/wallet", (c) => c.json({ balance: 42 }));

export default app;
