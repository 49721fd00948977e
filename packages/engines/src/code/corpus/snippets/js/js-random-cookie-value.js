app.post('/login', (req, res) => {
  const sid = Math.random().toString(36).substring(2);
  sessions.set(sid, req.body.user);
  res.cookie('sid', sid, { httpOnly: true });
  res.end();
});
