import type { FastifyReply } from 'fastify';

/**
 * Sends JSON that is already serialised (and was checked against its schema when it was built).
 * Fastify sends a string or Buffer body as is, skipping the route's serializer; taking the untyped
 * reply lets a route whose schema describes the object send its serialised form. A Buffer kept for
 * many replies is sent without encoding the text again.
 */
export function sendSerializedJson(reply: FastifyReply, json: string | Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
