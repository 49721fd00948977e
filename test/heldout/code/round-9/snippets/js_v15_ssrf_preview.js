const axios = require("axios");
const cheerio = require("cheerio");
const express = require("express");

const app = express();

app.get("/api/link-preview", async (req, res) => {
  const target = req.query.url;
  try {
    const { data } = await axios.get(target, { timeout: 4000, maxContentLength: 1e6 });
    const $ = cheerio.load(data);
    res.json({
      title: $("meta[property='og:title']").attr("content") || $("title").text(),
      image: $("meta[property='og:image']").attr("content") || null,
    });
  } catch (e) {
    res.status(502).json({ error: "could not fetch" });
  }
});

module.exports = app;
