const client = new Client({ user: 'app', password: 'S3cure-Passw0rd!' });
