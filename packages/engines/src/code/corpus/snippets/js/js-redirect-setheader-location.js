const express = require('express');
const app = express();

app.get('/leave', (req, res) => {
  res.statusCode = 302;
  res.setHeader('Location', req.query.returnTo);
  res.end();
});
