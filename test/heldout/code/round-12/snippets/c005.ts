import express, { Request, Response } from "express";

const app = express();
app.use(express.json());

const config: Record<string, Record<string, unknown>> = {
  mail: { from: "noreply@example.com" },
  ui: { theme: "dark" },
};

app.post("/admin/config", (req: Request, res: Response) => {
  const { section, key, value } = req.body as { section: string; key: string; value: unknown };
  if (!config[section]) config[section] = {};
  config[section][key] = value;
  res.json({ ok: true, section, key });
});

app.listen(3000);
