import type { FastifyRequest } from 'fastify';

/** Whether the request is a browser's navigation (it takes HTML), as against the site's own calls for JSON. */
export const acceptsHtml = (request: FastifyRequest): boolean => (request.headers.accept ?? '').includes('text/html');
