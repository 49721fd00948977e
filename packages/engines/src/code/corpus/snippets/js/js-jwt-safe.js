const jwt = require('jsonwebtoken');
function claims(token, key) {
  return jwt.verify(token, key, { algorithms: ['RS256'], audience: 'api' });
}
