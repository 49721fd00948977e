async function requestReset(user, db, mailer) {
  const resetToken = Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
  await db.users.update({ id: user.id }, { resetToken });
  await mailer.send(user.email, `https://example.com/reset?t=${resetToken}`);
}
