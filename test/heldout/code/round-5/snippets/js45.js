require("dotenv").config();

const config = {
  port: Number(process.env.PORT || 3000),
  databaseUrl: process.env.DATABASE_URL,
  stripeSecretKey: process.env.STRIPE_SECRET_KEY,
  sessionSecret: process.env.SESSION_SECRET,
  jwt: {
    secret: process.env.JWT_SECRET,
    expiresIn: "15m",
  },
};

for (const [name, value] of Object.entries({ DATABASE_URL: config.databaseUrl, SESSION_SECRET: config.sessionSecret })) {
  if (!value) throw new Error(`missing required environment variable ${name}`);
}

module.exports = config;
