const express = require('express');
const app = express();

app.post('/continue', (req, res) => {
  const next = req.body.next || '/';
  res.set({ Location: next, 'Cache-Control': 'no-store' });
  res.status(302).end();
});
