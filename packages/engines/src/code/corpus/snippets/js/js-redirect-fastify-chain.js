const fastify = require('fastify')();

fastify.get('/out', async (request, reply) => {
  reply.code(302).header('Location', request.query.target).send();
});
