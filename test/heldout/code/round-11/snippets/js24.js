const express = require("express");
const axios = require("axios");
const cheerio = require("cheerio");

const app = express();

app.get("/api/link-preview", async (req, res) => {
  const { url } = req.query;
  try {
    const { data } = await axios.get(url, { timeout: 5000, maxContentLength: 2_000_000 });
    const $ = cheerio.load(data);
    res.json({
      title: $("meta[property='og:title']").attr("content") || $("title").text(),
      image: $("meta[property='og:image']").attr("content") || null,
    });
  } catch {
    res.status(502).json({ error: "could not fetch" });
  }
});
