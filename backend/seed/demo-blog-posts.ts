// Demo blog posts (SEED_DEMO): six published career articles across the three categories, and one draft that never shows publicly.
import type { NewBlogPost } from '../commands/blog/create-blog-post';

const lines = (...paragraphs: string[]) => paragraphs.join('\n\n');

/** Oldest first: they are published in this order, so the last published one is the newest. */
export const DEMO_BLOG_POSTS: NewBlogPost[] = [
  {
    slug: 'why-companies-hire-high-school-interns',
    title: 'Why Companies Are Hiring High School Interns',
    excerpt: 'More organisations across South Asia now open internships to students in grades 9 to 12. Here is what they gain, and what that means for you.',
    category: 'Industry Insights',
    tags: ['hiring', 'internships', 'trends'],
    content: lines(
      'A few years ago, internships were something you thought about in university. Today more start-ups, NGOs and family businesses in India, Bangladesh, Pakistan and Sri Lanka invite high school students to join them for a few weeks.',
      'Why? First, young people are fluent in the tools many small organisations struggle with: social media, video, design apps and quick research online. A motivated 16-year-old can make a real difference to a team of five.',
      'Second, companies want to meet talent early. A student who enjoyed a summer with them may come back for a university internship, a part-time role or a first job. Early loyalty is valuable.',
      'Third, mentoring makes teams better. Explaining your work to a curious student forces you to be clear, and many employees say it is the most rewarding part of their month.',
      'What this means for you: you do not need years of experience to be useful. Show that you are reliable, that you learn quickly and that you care about the company’s mission. That is exactly what these employers are looking for.',
    ),
    publish: true,
  },
  {
    slug: 'how-to-write-your-first-cover-letter',
    title: 'How to Write Your First Cover Letter (Even With No Work Experience)',
    excerpt: 'A cover letter is your chance to show who you are beyond your marks. Use this simple four-part structure to write one in an evening.',
    category: 'Career Tips',
    tags: ['cover letter', 'applications', 'writing'],
    content: lines(
      'Most students stare at a blank page because they think a cover letter needs job experience. It does not. It needs to show that you understand the role and that you will work hard at it.',
      '1. Open with the role and one honest reason. "I am applying for the Content Writing Internship because I write for our school magazine and want to learn how professionals edit their work."',
      '2. Give two examples from school or life. A science fair project, organising a class trip, running a small Instagram page, tutoring a younger cousin: each shows a skill. Say what you did and what happened as a result.',
      '3. Connect to the company. Read their website for ten minutes. Mention one programme or product you liked and why.',
      '4. Close politely and clearly. Say when you are available, thank them for their time and sign with your full name.',
      'Keep it under 250 words, ask a teacher or parent to read it once, and check the spelling of the company name. That alone puts you ahead of many applicants.',
    ),
    publish: true,
  },
  {
    slug: 'priyas-story-from-school-newsletter-to-social-media-lead',
    title: 'From School Newsletter to Social Media Lead: Priya’s Story',
    excerpt: 'Priya, a grade 11 student from Pune, turned her love of writing into an eight-week marketing internship with a local NGO.',
    category: 'Success Stories',
    tags: ['student story', 'marketing', 'social media'],
    content: lines(
      'Priya had edited her school newsletter for two years, but she had never thought of it as work experience. When she saw a remote social media internship with an education NGO, she almost did not apply.',
      '"My cover letter was just about the newsletter," she says. "I explained how I planned each issue and how I got my classmates to actually read it." The NGO invited her to a short video call the next week.',
      'During the internship Priya wrote a monthly content calendar, designed posts in Canva and learned to read simple engagement numbers. By week six, the team let her run their student-story series on her own.',
      'Her advice to other students: "Start with what you already do. You probably have more experience than you think. And ask questions every day; nobody expects you to know everything."',
      'Priya is now helping her school start a media club, and she has a reference letter from the NGO for her university applications.',
    ),
    publish: true,
  },
  {
    slug: 'remote-onsite-or-hybrid-choosing-your-internship-format',
    title: 'Remote, On-site or Hybrid: Choosing the Right Internship Format',
    excerpt: 'Each internship format has real advantages. Here is how to pick the one that fits your schedule, your city and the way you learn best.',
    category: 'Industry Insights',
    tags: ['remote work', 'hybrid', 'planning'],
    content: lines(
      'Internships now come in three formats. None is better in general, but one is probably better for you.',
      'Remote internships let you work from home, which saves travel time and opens up companies in other cities. They suit students who are self-motivated and comfortable with video calls and written updates. Set fixed working hours and a quiet place to work.',
      'On-site internships put you in the room with your team. You learn a lot simply by watching how people work, and it is easier to ask quick questions. Check the travel time, and talk with your family about safety and transport.',
      'Hybrid internships mix both: for example, planning online during the week and meeting in person for events or workshops. They are a good middle ground if the office is a reasonable distance away.',
      'Whatever you choose, ask before you start: who is my mentor, how often will we meet, and what should I have finished by the end? Clear answers matter more than the format.',
    ),
    publish: true,
  },
  {
    slug: 'acing-your-first-internship-interview',
    title: 'Acing Your First Internship Interview',
    excerpt: 'Interviews for high school internships are usually short and friendly. Prepare these five things and you will walk in calm and confident.',
    category: 'Career Tips',
    tags: ['interviews', 'preparation', 'confidence'],
    content: lines(
      'An internship interview for a high school student is usually a 15 to 20 minute conversation. The interviewer wants to know whether you are curious, reliable and kind to work with.',
      'Prepare a one-minute introduction: your grade, your school, one thing you love doing and why this internship interests you.',
      'Think of two stories. One about a time you worked in a team, and one about a time something went wrong and you fixed it. Short stories are more convincing than long lists of qualities.',
      'Research the organisation. Know what they do, who they help and one recent project. It shows respect for their time.',
      'Prepare two questions of your own, such as "What would a great first week look like?" or "How will my work be used?"',
      'On the day, test your camera and microphone if the interview is online, or leave early if it is in person. Afterwards, send a short thank-you message. Few students do, and interviewers remember the ones who do.',
    ),
    publish: true,
  },
  {
    slug: 'arjuns-story-how-a-summer-internship-shaped-his-path',
    title: 'How a Summer Internship Helped Arjun Choose Computer Science',
    excerpt: 'Arjun was not sure whether he liked coding or just liked games. Ten weeks with a data team in Hyderabad gave him his answer.',
    category: 'Success Stories',
    tags: ['student story', 'coding', 'python'],
    content: lines(
      'In grade 10, Arjun had written a few small Python programs but did not know whether programming could be a career for him. A remote data internship with a social enterprise changed that.',
      'His first task was cleaning survey data from 2,000 families. "It was messy and a bit boring at first," he admits. "Then my mentor showed me how a twenty-line script could do in seconds what took me an hour."',
      'By the end of the internship, Arjun had built charts that the team used in a report to their funders. Seeing his work used in a real decision was the moment he knew he wanted to study computer science.',
      'What helped most? Weekly code reviews. "My mentor never just fixed my code. She asked me why I wrote it that way, and then we improved it together."',
      'Arjun’s tip: "Do not wait until you feel ready. Apply, and learn on the way."',
    ),
    publish: true,
  },
  {
    slug: 'building-a-portfolio-before-you-graduate',
    title: 'Building a Portfolio Before You Graduate',
    excerpt: 'Draft: a step-by-step guide to collecting your best school and internship work in one place.',
    category: 'Career Tips',
    tags: ['portfolio', 'draft'],
    content: lines(
      'This article is still being written by the editorial team.',
      'Planned sections: choosing your best work, writing short project descriptions, and sharing your portfolio safely.',
    ),
    publish: false,
  },
];
