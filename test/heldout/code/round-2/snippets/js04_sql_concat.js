const mysql = require("mysql2");
const express = require("express");
const db = mysql.createConnection({ host: "localhost", user: "app", database: "shop" });
const app = express();
app.use(express.urlencoded({ extended: false }));

app.post("/login", (req, res) => {
  db.query(
    "SELECT id FROM users WHERE email = '" + req.body.email + "' AND password_hash = SHA2('" + req.body.password + "', 256)",
    (err, rows) => res.json({ ok: !err && rows.length === 1 })
  );
});

app.listen(3000);
