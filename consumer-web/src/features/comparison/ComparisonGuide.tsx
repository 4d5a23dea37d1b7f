import type { ComparisonTemplate } from '@lease/domain';
import { useAnswer } from '../../api/use-answer';
import { ContentBlocks } from '../../ui/ContentBlocks';

/** "the Volkswagen Golf and the Kia Niro", "the A, the B and the C": the names a template's {{vehicles}} stands for. */
export function vehicleList(names: readonly string[]): string {
  const named = names.map((name) => `the ${name}`);
  return named.length <= 1 ? (named[0] ?? 'vehicles') : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

const filled = (text: string, vehicles: string) => text.replaceAll('{{vehicles}}', vehicles);

/**
 * The words around a comparison (GET /page-content/comparison-template, written in content/comparison-templates/):
 * the van template when every vehicle compared is a van, the car template otherwise.
 */
export function ComparisonGuide({ names, vehicleType }: { names: readonly string[]; vehicleType: 1 | 2 }) {
  const template = useAnswer<ComparisonTemplate>(`/page-content/comparison-template?vehicleType=${vehicleType}`);
  if (template === null || template === 'failed') return null;
  const vehicles = vehicleList(names);
  return (
    <section className="comparison__guide" aria-labelledby="comparison-guide-heading">
      <h2 id="comparison-guide-heading">{filled(template.title, vehicles)}</h2>
      <p>{filled(template.intro, vehicles)}</p>
      {template.sections.map((section) => (
        <div key={section.id}>
          <h3>{section.heading}</h3>
          <ContentBlocks blocks={section.blocks} />
        </div>
      ))}
    </section>
  );
}
