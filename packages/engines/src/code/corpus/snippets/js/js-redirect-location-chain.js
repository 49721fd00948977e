import express from 'express';
const router = express.Router();

router.get('/back', (req, res) => {
  const dest = req.get('Referer');
  res.location(dest).sendStatus(302);
});
export default router;
