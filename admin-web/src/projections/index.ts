import { ProjectionList } from './ProjectionList';

/** The read models, for <Resource name="projections" {...projections} />. */
export const projections = { list: ProjectionList, options: { label: 'Projections' } };
