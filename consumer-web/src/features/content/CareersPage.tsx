import { usePageMeta } from '../../app/routes/use-page-meta';
import { BRAND_NAME } from '../../ui/Logo';
import { ABOUT_US, CAREERS_EMAIL, HOW_TO_APPLY, HOW_WE_WORK, ROLES, WORK_ELIGIBILITY, type Role } from './careers';
import { ContentHero } from './ContentHero';
import './content.css';

const applyHref = (role: Role) => `mailto:${CAREERS_EMAIL}?subject=${encodeURIComponent(`Application: ${role.title}`)}`;

function RoleCard({ role }: { role: Role }) {
  return (
    <li className="role-card">
      <h3>{role.title}</h3>
      <dl className="role-card__facts">
        <div>
          <dt>Team</dt>
          <dd>{role.team}</dd>
        </div>
        <div>
          <dt>Location</dt>
          <dd>{role.location}</dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>{role.hours}</dd>
        </div>
      </dl>
      <p>{role.summary}</p>
      <h4>What you will do</h4>
      <ul>
        {role.responsibilities.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <h4>What we are looking for</h4>
      <ul>
        {role.lookingFor.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <a className="button button--primary role-card__apply" href={applyHref(role)}>
        Apply<span className="visually-hidden"> for {role.title}</span> by email
      </a>
    </li>
  );
}

export function CareersPage() {
  usePageMeta({
    title: 'Careers',
    description: `Work at ${BRAND_NAME}, the UK lease comparison start-up that shows the total cost of every deal. Open roles in engineering, partnerships and content.`,
    canonical: '/careers',
  });
  return (
    <>
      <ContentHero
        eyebrow="Careers"
        title={`Work at ${BRAND_NAME}`}
        lead="Help us make leasing a car or van as easy to compare as it should be. We are a small remote team across the UK, and we are hiring."
      />
      <section className="content-section" aria-labelledby="about-heading">
        <div className="container content-prose">
          <h2 id="about-heading">About us</h2>
          {ABOUT_US.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <section className="content-section content-section--alt" aria-labelledby="how-we-work-heading">
        <div className="container">
          <h2 id="how-we-work-heading">How we work</h2>
          <ul className="content-points">
            {HOW_WE_WORK.map((value) => (
              <li key={value.title} className="content-point">
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="content-section" aria-labelledby="roles-heading">
        <div className="container">
          <h2 id="roles-heading">Open roles</h2>
          <ul className="role-list">
            {ROLES.map((role) => (
              <RoleCard key={role.id} role={role} />
            ))}
          </ul>
        </div>
      </section>
      <section className="content-section content-section--alt" aria-labelledby="apply-heading">
        <div className="container content-prose">
          <h2 id="apply-heading">How to apply</h2>
          <p>
            Email <a href={`mailto:${CAREERS_EMAIL}`}>{CAREERS_EMAIL}</a>. Don’t see a role that fits? Write anyway and tell us what you
            would bring.
          </p>
          <ol>
            {HOW_TO_APPLY.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <p>{WORK_ELIGIBILITY}</p>
        </div>
      </section>
    </>
  );
}
