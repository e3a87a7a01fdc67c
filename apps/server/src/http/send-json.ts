import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already serialised (and was checked against its schema when it was built).
 * Fastify sends a string body as is, skipping the route's serializer; taking the untyped reply lets
 * a route whose schema describes the object send its string form.
 */
export function sendSerializedJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
