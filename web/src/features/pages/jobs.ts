import type { MessageKey } from '../../i18n/areas';
import type { Translator } from '../../i18n/i18n-context';
import { paths } from '../../lib/paths';

export interface Job {
  id: string;
  title: string;
  company: string;
  location: string;
  type: 'Full-time' | 'Contract';
  /** The type as the page's language writes it. */
  typeLabel: string;
  description: string;
  applyLink: string;
}

/** The openings (spec: four), their texts in the `pages` catalog under `pages.jobs.<key>.*`. */
const OPENINGS = [
  { id: 'head-chef', key: 'headChef', type: 'Full-time' },
  { id: 'delivery-rider', key: 'deliveryRider', type: 'Full-time' },
  { id: 'frontend-developer', key: 'frontendDeveloper', type: 'Contract' },
  { id: 'catering-coordinator', key: 'cateringCoordinator', type: 'Contract' },
] as const;

/** The openings in the page's language; applying goes to the contact form with the title as written there. */
export function jobsIn(t: Translator['t']): Job[] {
  return OPENINGS.map(({ id, key, type }) => {
    const text = (field: string) => t(`pages.jobs.${key}.${field}` as MessageKey);
    const title = text('title');
    return {
      id,
      title,
      company: text('company'),
      location: text('location'),
      type,
      typeLabel: t(type === 'Full-time' ? 'pages.jobs.type.fullTime' : 'pages.jobs.type.contract'),
      description: text('description'),
      applyLink: paths.applyFor(title),
    };
  });
}

/** Case-insensitive substring match on title, company and description. */
export function filterJobs(jobs: Job[], query: string): Job[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return jobs;
  return jobs.filter((job) => [job.title, job.company, job.description].some((field) => field.toLowerCase().includes(needle)));
}
