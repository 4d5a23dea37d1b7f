import { Fragment } from 'react';
import { usePageMeta } from '../../app/routes/use-page-meta';
import { ContentBlocks } from '../../ui/ContentBlocks';
import { ContentHero } from './ContentHero';
import { ContentState } from './ContentState';
import type { Careers, Role } from './content-types';
import { PageSection } from './PageSections';
import { useContent } from './use-content';
import './content.css';

const applyHref = (email: string, role: Role) => `mailto:${email}?subject=${encodeURIComponent(`Application: ${role.title}`)}`;

function RoleCard({ role, email }: { role: Role; email: string }) {
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
      {role.sections.map((section) => (
        <Fragment key={section.id}>
          <h4>{section.heading}</h4>
          <ContentBlocks blocks={section.blocks} />
        </Fragment>
      ))}
      <a className="button button--primary role-card__apply" href={applyHref(email, role)}>
        Apply<span className="visually-hidden"> for {role.title}</span> by email
      </a>
    </li>
  );
}

function OpenRoles({ careers, alt }: { careers: Careers; alt: boolean }) {
  return (
    <section className={`content-section${alt ? ' content-section--alt' : ''}`} aria-labelledby="roles-heading">
      <div className="container">
        <h2 id="roles-heading">Open roles</h2>
        <ul className="role-list">
          {careers.roles.map((role) => (
            <RoleCard key={role.id} role={role} email={careers.email} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function CareersContent({ careers }: { careers: Careers }) {
  const { page } = careers;
  usePageMeta({ title: 'Careers', description: page.description, canonical: '/careers' });
  // The open roles come before how to apply (or last, if the page has no such section).
  const applyAt = page.sections.findIndex((section) => section.id === 'how-to-apply');
  const rolesAt = applyAt === -1 ? page.sections.length : applyAt;
  const bands = [...page.sections.slice(0, rolesAt).map((section) => ({ section })), { roles: true as const }, ...page.sections.slice(rolesAt).map((section) => ({ section }))];
  return (
    <>
      <ContentHero eyebrow={page.eyebrow} title={page.title} lead={page.lead} />
      {bands.map((band, index) =>
        'roles' in band ? <OpenRoles key="roles" careers={careers} alt={index % 2 === 1} /> : <PageSection key={band.section.id} section={band.section} alt={index % 2 === 1} />,
      )}
    </>
  );
}

export function CareersPage() {
  const answer = useContent<Careers>('/careers');
  return <ContentState answer={answer}>{(careers) => <CareersContent careers={careers} />}</ContentState>;
}
