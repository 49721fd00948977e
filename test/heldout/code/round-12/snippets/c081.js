const express = require("express");
const axios = require("axios");
const sharp = require("sharp");

const app = express();
app.use(express.json());

app.post("/api/thumbnail", async (req, res) => {
  try {
    const { data } = await axios.get(req.body.imageUrl, { responseType: "arraybuffer", timeout: 8000 });
    const thumb = await sharp(data).resize(200, 200).png().toBuffer();
    res.type("png").send(thumb);
  } catch (err) {
    res.status(502).json({ error: "could not fetch image" });
  }
});

app.listen(3000);
