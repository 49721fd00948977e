const crypto = require('crypto');
function enc(key, iv, data) {
  return crypto.createCipheriv('des-cbc', key, iv).update(data);
}
