const crypto = require('crypto');
const cipher = crypto.createCipheriv('aes-256-gcm', key, crypto.randomBytes(12));
