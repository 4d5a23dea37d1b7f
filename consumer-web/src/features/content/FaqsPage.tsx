import { Link } from '../../ui/Link';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { ContentBlocks } from '../../ui/ContentBlocks';
import { ContentHero } from './ContentHero';
import { ContentState } from './ContentState';
import type { FaqGroup } from './content-types';
import { SearchCallToAction } from './SearchCallToAction';
import { useContent } from './use-content';
import './content.css';

function Faqs({ groups }: { groups: readonly FaqGroup[] }) {
  return (
    <div className="container content-layout">
      <nav className="content-toc" aria-label="Question topics">
        <p className="content-toc__title">Topics</p>
        <ol>
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${group.id}`}>{group.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="content-prose">
        {groups.map((group) => (
          <section key={group.id} className="faq-group" aria-labelledby={group.id}>
            <h2 id={group.id}>{group.heading}</h2>
            {group.questions.map((faq) => (
              <details key={faq.question} className="faq">
                <summary>{faq.question}</summary>
                <div className="faq__answer">
                  <ContentBlocks blocks={faq.answer} />
                </div>
              </details>
            ))}
          </section>
        ))}
        <p className="content-aside-text">
          Want more detail? Our <Link to="/guides">leasing guides</Link> go further into every topic here.
        </p>
      </div>
    </div>
  );
}

export function FaqsPage() {
  usePageMeta({
    title: 'Frequently asked questions',
    description:
      'Answers about UK car and van leasing: initial rental, mileage, VAT for businesses, company car tax, credit checks, delivery, ending early and our deal score.',
    canonical: '/faqs',
  });
  const answer = useContent<{ groups: FaqGroup[] }>('/faqs/list/articles');
  return (
    <>
      <ContentHero
        eyebrow="Help"
        title="Frequently asked questions"
        lead="Short answers to the questions we are asked most about leasing and about this site. Open a question to read its answer."
      />
      <ContentState answer={answer}>{({ groups }) => <Faqs groups={groups} />}</ContentState>
      <SearchCallToAction />
    </>
  );
}
