// Demo internships of the approved demo company (SEED_DEMO): every work type, skills from SKILLS, cities from POPULAR_LOCATIONS.
import type { NewInternship } from '@domain/internships/schemas';
import type { SKILLS } from '@domain/internships/constants';

type Skill = (typeof SKILLS)[number];
/** A demo internship; deadline and start are given in days from the seeding day (null: none); no questions unless given. */
export type DemoInternship = Omit<NewInternship, 'skills' | 'applicationDeadline' | 'startDate' | 'questions'> & {
  skills: Skill[];
  questions?: string[];
  deadlineInDays: number | null;
  startInDays: number | null;
};

const lines = (...paragraphs: string[]) => paragraphs.join('\n\n');

/** Oldest first: they are posted in this order, so the last one is the newest. */
export const DEMO_INTERNSHIPS: DemoInternship[] = [
  {
    title: 'Office Operations Intern',
    description: lines(
      'Help our small operations team keep projects running: tracking volunteer hours, preparing weekly reports and keeping shared folders tidy.',
      'You will learn how a real office plans its week and how good records make everyone faster.',
    ),
    requirements: 'Comfortable with spreadsheets and documents. Careful with details. Available two afternoons a week.',
    location: 'Delhi, India',
    duration: '10 weeks',
    salary: null,
    type: 'hybrid',
    skills: ['Microsoft Office', 'Google Workspace', 'Data Entry'],
    deadlineInDays: null,
    startInDays: null,
  },
  {
    title: 'Community Outreach Intern',
    description: lines(
      'Join our field team in Chittagong as we run after-school reading clubs in three neighbourhoods.',
      'You will help sign up families, photograph events (with permission) and share short updates on our social channels.',
    ),
    requirements: 'Friendly and confident talking to parents and younger children. Bengali and English preferred.',
    location: 'Chittagong, Bangladesh',
    duration: '8 weeks',
    salary: null,
    type: 'onsite',
    skills: ['Social Media', 'Customer Service', 'Photography'],
    deadlineInDays: 20,
    startInDays: 35,
  },
  {
    title: 'UI/UX Design Intern',
    description: lines(
      'Work with our volunteer developers to redesign the sign-up flow of our tutoring app.',
      'You will sketch screens, run quick tests with five students and turn what you learn into clean mock-ups.',
    ),
    requirements: 'A few design samples (school projects count). Curiosity about how people use apps.',
    location: 'Chennai, India',
    duration: '16 weeks',
    salary: '₹6,000 / month stipend',
    type: 'hybrid',
    skills: ['UI/UX Design', 'Design', 'HTML/CSS'],
    deadlineInDays: 30,
    startInDays: 45,
  },
  {
    title: 'Retail Sales Intern',
    description: lines(
      'Spend your summer at our fair-trade craft store in Delhi, where every sale supports women artisans.',
      'You will greet customers, tell the story behind each product, handle simple billing and help plan a weekend pop-up stall.',
    ),
    requirements: 'Good communication in Hindi and English. Weekend availability for the pop-up.',
    location: 'Delhi, India',
    duration: 'Summer',
    salary: '₹5,000 / month stipend',
    type: 'onsite',
    skills: ['Sales', 'Customer Service', 'Microsoft Office'],
    deadlineInDays: null,
    startInDays: 28,
  },
  {
    title: 'Content Writing Intern',
    description: lines(
      'Write short, clear articles for our learning blog: study tips, explainers and interviews with mentors.',
      'An editor reviews every draft with you, so you will leave with published pieces and a much stronger writing style.',
    ),
    requirements: 'Enjoys writing in English. Can meet a weekly deadline. One writing sample.',
    location: 'Kolkata, India',
    duration: '12 weeks',
    salary: null,
    type: 'remote',
    skills: ['Content Writing', 'WordPress', 'Marketing'],
    deadlineInDays: 14,
    startInDays: null,
  },
  {
    title: 'Customer Support Intern',
    description: lines(
      'Answer questions from students and parents who use our scholarship help desk, by chat and e-mail.',
      'You will learn to write friendly, precise replies and to log common questions so we can improve our guides.',
    ),
    requirements: 'Patient, polite and organised. Urdu and English.',
    location: 'Karachi, Pakistan',
    duration: '8 weeks',
    salary: '₨15,000 / month stipend',
    type: 'onsite',
    skills: ['Customer Service', 'Google Workspace', 'Microsoft Office'],
    deadlineInDays: null,
    startInDays: null,
  },
  {
    title: 'Python Data Helper Intern',
    description: lines(
      'Help us understand which of our programmes work best: clean survey data, write small Python scripts and build simple charts.',
      'A mentor from our data team meets you twice a week and reviews your code.',
    ),
    requirements: 'Basic Python (loops, lists, functions). Interest in data and social good.',
    location: 'Hyderabad, India',
    duration: '10 weeks',
    salary: '₹8,000 / month stipend',
    type: 'remote',
    skills: ['Python', 'Data Entry', 'Microsoft Office', 'Basic Coding'],
    deadlineInDays: 25,
    startInDays: 40,
  },
  {
    title: 'Photography & Video Editing Intern',
    description: lines(
      'Document our summer art camps in Lahore: take photos, film short clips and edit them into one-minute stories.',
      'Your work will be used on our website and in our annual report, with your name in the credits.',
    ),
    requirements: 'Own phone or camera. Some editing experience (any app).',
    location: 'Lahore, Pakistan',
    duration: 'Summer',
    salary: null,
    type: 'onsite',
    skills: ['Photography', 'Video Editing', 'Social Media'],
    deadlineInDays: null,
    startInDays: 30,
  },
  {
    title: 'Graphic Design Intern',
    description: lines(
      'Design posters, social media cards and worksheets for our reading programme.',
      'You will work from a simple brand guide and get feedback from a professional designer every week.',
    ),
    requirements: 'Comfortable with Canva or a similar tool. A few samples of your designs.',
    location: 'Pune, India',
    duration: '8 weeks',
    salary: null,
    type: 'remote',
    skills: ['Design', 'Canva Design', 'UI/UX Design'],
    deadlineInDays: null,
    startInDays: null,
  },
  {
    title: 'Junior Web Developer Intern',
    description: lines(
      'Help maintain the website of our learning centres: fix layout bugs, build small pages and keep content up to date.',
      'You will pair with a volunteer developer, learn to use version control and ship real changes every week.',
    ),
    requirements: 'Basic HTML and CSS. Some JavaScript is a plus. Laptop with internet access.',
    location: 'Bangalore, India',
    duration: '12 weeks',
    salary: '₹10,000 / month stipend',
    type: 'hybrid',
    skills: ['HTML/CSS', 'JavaScript', 'Basic Coding', 'WordPress'],
    deadlineInDays: 21,
    startInDays: 35,
  },
  {
    title: 'Social Media Marketing Intern',
    description: lines(
      'Plan and create posts that tell the stories of the students we support.',
      'You will draft a monthly content calendar, design posts and read the numbers to see what people enjoy.',
    ),
    requirements: 'Active on at least one social platform. Good English writing. Creativity.',
    location: 'Mumbai, India',
    duration: '8 weeks',
    salary: null,
    type: 'remote',
    skills: ['Social Media', 'Marketing', 'Canva Design', 'Content Writing'],
    deadlineInDays: null,
    startInDays: null,
  },
  {
    title: 'Event Management Intern',
    description: lines(
      'Help organise our Youth Leadership Summit in Colombo: 300 students, 20 speakers, one busy day.',
      'You will track registrations, coordinate volunteers, prepare signage and help run the event on the day. Planning happens online; the final two weeks are in person.',
    ),
    requirements: 'Organised and calm under pressure. Good at following up. Available for the event weekend.',
    location: 'Colombo, Sri Lanka',
    duration: '8 weeks',
    salary: '$250 stipend',
    type: 'hybrid',
    skills: ['Customer Service', 'Marketing', 'Google Workspace', 'Canva Design'],
    deadlineInDays: 18,
    startInDays: 30,
  },
  {
    title: 'Social Impact Intern',
    description: lines(
      'Support our clean-water project in Bangladesh: research local partners, collect stories from the field and help prepare our donor updates.',
      'Most work is remote; you will travel twice (costs covered, with a guardian’s consent) to visit project sites near Dhaka.',
    ),
    requirements: 'Interest in social impact. Good research and writing. Parental consent for the two trips.',
    location: 'Dhaka, Bangladesh (remote + travel)',
    duration: '10 weeks',
    salary: '$300 stipend, travel costs covered',
    type: 'remote',
    skills: ['Content Writing', 'Social Media', 'Data Entry'],
    deadlineInDays: 15,
    startInDays: 30,
  },
];
