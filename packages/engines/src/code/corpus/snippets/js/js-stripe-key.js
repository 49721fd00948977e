const stripe = require('stripe')('sk_live_51HxQ2pLmN4bVc8RtY7uI0oP9aSdF');
