function generateApiKey() {
  const parts = [];
  for (let i = 0; i < 4; i++) parts.push(Math.random().toString(16).substring(2, 10));
  return parts.join('-');
}
