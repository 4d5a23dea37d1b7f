import { Link } from 'react-router';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { ContentBlocks } from './ContentBlocks';
import { ContentHero } from './ContentHero';
import { FAQ_GROUPS } from './faqs';
import { SearchCallToAction } from './SearchCallToAction';
import './content.css';

export function FaqsPage() {
  usePageMeta({
    title: 'Frequently asked questions',
    description:
      'Answers about UK car and van leasing: initial rental, mileage, VAT for businesses, company car tax, credit checks, delivery, ending early and our deal score.',
    canonical: '/faqs',
  });
  return (
    <>
      <ContentHero
        eyebrow="Help"
        title="Frequently asked questions"
        lead="Short answers to the questions we are asked most about leasing and about this site. Open a question to read its answer."
      />
      <div className="container content-layout">
        <nav className="content-toc" aria-label="Question topics">
          <p className="content-toc__title">Topics</p>
          <ol>
            {FAQ_GROUPS.map((group) => (
              <li key={group.id}>
                <a href={`#${group.id}`}>{group.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="content-prose">
          {FAQ_GROUPS.map((group) => (
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
      <SearchCallToAction />
    </>
  );
}
