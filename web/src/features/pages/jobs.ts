import { paths } from '../../lib/paths';

export interface Job {
  id: string;
  title: string;
  company: string;
  location: string;
  type: 'Full-time' | 'Contract';
  description: string;
  applyLink: string;
}

export const JOBS: Job[] = [
  {
    id: 'head-chef',
    title: 'Head Chef',
    company: 'Food Store Kitchen',
    location: 'Dhanmondi, Dhaka',
    type: 'Full-time',
    description:
      'Lead a team of twelve cooks in our central kitchen. You will shape seasonal menus that balance traditional Bangladeshi recipes with modern technique, keep food safety spotless and train the next generation of chefs.',
    applyLink: paths.applyFor('Head Chef'),
  },
  {
    id: 'delivery-rider',
    title: 'Delivery Rider',
    company: 'Food Store Delivery',
    location: 'Gulshan, Dhaka',
    type: 'Full-time',
    description:
      'Bring hot meals to our customers between 9:00 AM and 10:00 PM in shifts that suit you. We provide the motorbike, insulated bags, fuel allowance and accident insurance. A valid driving licence is required.',
    applyLink: paths.applyFor('Delivery Rider'),
  },
  {
    id: 'frontend-developer',
    title: 'Frontend Developer',
    company: 'Food Store Digital',
    location: 'Remote (Bangladesh)',
    type: 'Contract',
    description:
      'Six-month contract to improve our React web app: faster pages, better accessibility and a smoother checkout. Experience with TypeScript, React and modern CSS is essential; Firebase is a plus.',
    applyLink: paths.applyFor('Frontend Developer'),
  },
  {
    id: 'catering-coordinator',
    title: 'Catering Coordinator',
    company: 'Food Store Events',
    location: 'Banani, Dhaka',
    type: 'Contract',
    description:
      'Plan and run catering for weddings, corporate lunches and iftar gatherings. You will talk with clients, build menus with our chefs and make sure every tray arrives on time. Event or hospitality experience preferred.',
    applyLink: paths.applyFor('Catering Coordinator'),
  },
];

/** Case-insensitive substring match on title, company and description. */
export function filterJobs(jobs: Job[], query: string): Job[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return jobs;
  return jobs.filter((job) => [job.title, job.company, job.description].some((field) => field.toLowerCase().includes(needle)));
}
