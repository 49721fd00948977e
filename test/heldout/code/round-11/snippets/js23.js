const express = require("express");
const multer = require("multer");
const crypto = require("crypto");
const path = require("path");

const ALLOWED = new Set([".png", ".jpg", ".jpeg", ".webp"]);
const storage = multer.diskStorage({
  destination: "/srv/uploads/avatars",
  filename: (req, file, cb) => {
    const ext = path.extname(file.originalname).toLowerCase();
    if (!ALLOWED.has(ext)) return cb(new Error("unsupported file type"));
    cb(null, `${crypto.randomUUID()}${ext}`);
  },
});
const upload = multer({ storage, limits: { fileSize: 2 * 1024 * 1024 } });
const app = express();

app.post("/avatar", upload.single("avatar"), (req, res) => {
  res.status(201).json({ file: req.file.filename });
});
