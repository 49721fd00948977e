const express = require('express');
const app = express();

app.get('/logout', (req, res) => {
  res.set({ Location: '/login', 'X-Request-Id': req.get('X-Request-Id') || '' });
  res.status(302).end();
});
