const client = new Client({ user: 'app', password: process.env.DB_PASSWORD });
