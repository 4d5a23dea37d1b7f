import { join } from 'node:path';
import { ContentError } from '../command-api/src/content/content-error';
import { loadContent } from '../command-api/src/content/load-content';

// `npm run content:check [folder]`, run first by every build: reads content/ (or the folder named, or CONTENT_DIR,
// as the API does) as the API will, and stops the build at the first broken file with its file and line
// (content/README.md says what a file may hold).
const folder = process.argv[2] ?? process.env.CONTENT_DIR ?? join(__dirname, '..', 'content');
try {
  const library = loadContent(folder);
  const counts = [`${library.guides.length} guides`, `${library.blog.length} blog posts`, `${library.faqs.length} FAQ groups`, `${library.pages.size} pages`, `${library.careers.roles.length} roles`, `${library.testimonials.testimonials.length} testimonials`, `${library.comparisonTemplates.length} comparison templates`];
  console.log(`content: ${counts.join(', ')}`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(`content: ${error.message}`);
  process.exit(1);
}
