const express = require('express');
const app = express();

app.get('/item', (req, res) => {
  res.setHeader('Location', '/items/' + encodeURIComponent(req.query.id));
  res.status(302).end();
});
