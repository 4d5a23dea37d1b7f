import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  articleSchema,
  careersSchema,
  comparisonTemplateSchema,
  CONTENT_KINDS,
  CONTENT_SLUG_MAX,
  faqGroupSchema,
  isContentSlug,
  pageSchema,
  testimonialsSchema,
} from '@lease/domain';
import { contentAnswerCache } from '../../content/content-answers';
import type { AppDeps } from '../../deps';
import { notFound } from '../../plugins/api-error';
import { sendCached } from './cached-answer';

// The site's editorial text (spec §7: /faqs/list/articles, /page-content, /page-content/list,
// /page-content/comparison-template, /careers, /testimonials), read from content/ at start. A broken file stops
// the start with its file and line (content/README.md); an unknown slug is a 404 the site shows as its 404 page.

const articleSummarySchema = articleSchema.omit({ sections: true });
const cached = { 200: z.unknown(), 304: z.null().describe('Not modified: the copy named by If-None-Match is current') };
const schemaOf = <T extends z.ZodType>(schema: T) => ({ 200: schema, 304: cached[304] });

export const contentRoutes =
  (deps: AppDeps): FastifyPluginAsyncZod =>
  async (app) => {
    // Built now, so content/ is read (and checked) when the app starts rather than on the first visit.
    const answer = contentAnswerCache(deps);
    /** The answer at this address, or the 404 the site shows as its 404 page. */
    const found = (address: string, missing: string) => {
      const serialized = answer(address);
      if (!serialized) throw notFound(missing);
      return serialized;
    };
    const tags = ['content'];

    app.get(
      '/faqs/list/articles',
      { schema: { tags, summary: 'The frequently asked questions, in their topic groups.', response: schemaOf(z.object({ groups: z.array(faqGroupSchema) })) } },
      (request, reply) => {
        sendCached(request, reply, found('/faqs/list/articles', 'There are no FAQs.'));
      },
    );

    app.get(
      '/page-content/list',
      {
        schema: {
          tags,
          summary: 'The guides or the blog posts (newest first), without their text.',
          querystring: z.object({ type: z.enum(CONTENT_KINDS, { error: 'type is guide or blog' }) }),
          response: schemaOf(z.object({ type: z.enum(CONTENT_KINDS), items: z.array(articleSummarySchema) })),
        },
      },
      (request, reply) => {
        const { type } = request.query;
        sendCached(request, reply, found(`/page-content/list?type=${type}`, `There is no ${type} list.`));
      },
    );

    app.get(
      '/page-content',
      {
        schema: {
          tags,
          summary: 'One guide, blog post or page (why lease, careers) by its slug; guides and posts come with three more to read.',
          querystring: z.object({
            type: z.enum([...CONTENT_KINDS, 'page'], { error: 'type is guide, blog or page' }),
            slug: z.string().refine(isContentSlug, { error: `slug is lower-case words joined by hyphens, at most ${CONTENT_SLUG_MAX} characters` }),
          }),
          response: schemaOf(
            z.union([
              z.object({ type: z.enum(CONTENT_KINDS), article: articleSchema, more: z.array(articleSummarySchema) }),
              z.object({ type: z.literal('page'), page: pageSchema }),
            ]),
          ),
        },
      },
      (request, reply) => {
        const { type, slug } = request.query;
        const what = type === 'page' ? 'page' : type === 'guide' ? 'guide' : 'blog post';
        sendCached(request, reply, found(`/page-content?type=${type}&slug=${slug}`, `There is no ${what} "${slug}".`));
      },
    );

    app.get(
      '/page-content/comparison-template',
      {
        schema: {
          tags,
          summary: 'The words around a comparison of cars (vehicleType 1) or vans (2); the site puts the names compared in place of {{vehicles}}.',
          querystring: z.object({ vehicleType: z.enum(['1', '2'], { error: 'vehicleType is 1 (car) or 2 (van)' }).default('1').transform(Number) }),
          response: schemaOf(comparisonTemplateSchema),
        },
      },
      (request, reply) => {
        const { vehicleType } = request.query;
        sendCached(request, reply, found(`/page-content/comparison-template?vehicleType=${vehicleType}`, `There is no comparison template for vehicle type ${vehicleType}.`));
      },
    );

    app.get(
      '/careers',
      { schema: { tags, summary: 'The careers page and its open roles.', response: schemaOf(careersSchema) } },
      (request, reply) => {
        sendCached(request, reply, found('/careers', 'There is no careers page.'));
      },
    );

    app.get(
      '/testimonials',
      {
        schema: {
          tags,
          summary: 'The trust score (4.7, spec §9) with where it comes from, and a selection of reviews, newest first.',
          response: schemaOf(testimonialsSchema),
        },
      },
      (request, reply) => {
        sendCached(request, reply, found('/testimonials', 'There are no testimonials.'));
      },
    );
  };
