// The editorial text's shapes, as the API serves them from content/ (domain/src/content/content-types.ts).
export type { Article, ArticleSummary, Block, Careers, ComparisonTemplate, FaqGroup, Page, Rich, Role, Section, Testimonial, Testimonials, TextLink, TrustScore } from '@lease/domain';
