const express = require("express");
const app = express();

app.get("/proxy/image", async (req, res) => {
  const src = req.query.src;
  if (!src || !/^https?:\/\//.test(src)) {
    return res.status(400).send("bad src");
  }
  const upstream = await fetch(src, { redirect: "follow" });
  res.set("content-type", upstream.headers.get("content-type") || "application/octet-stream");
  res.send(Buffer.from(await upstream.arrayBuffer()));
});

app.listen(3002);
