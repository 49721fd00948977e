const express = require("express");
const fileUpload = require("express-fileupload");

const app = express();
app.use(fileUpload({ limits: { fileSize: 5 * 1024 * 1024 } }));

app.post("/upload", async (req, res) => {
  if (!req.files || !req.files.doc) return res.status(400).send("no file");
  const doc = req.files.doc;
  const dest = `${__dirname}/uploads/${req.body.folder || "misc"}/${doc.name}`;
  await doc.mv(dest);
  res.json({ saved: doc.name, size: doc.size });
});

app.listen(3000);
