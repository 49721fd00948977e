import https from 'https';
const options: https.RequestOptions = { host: 'internal', rejectUnauthorized: false };
export default options;
