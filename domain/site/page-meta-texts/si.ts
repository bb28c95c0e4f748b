// The pages' head texts in Sinhala (සිංහල): titles, descriptions and link previews (docs/glossary.md keeps the terms).
import { SITE_NAME, type PageMetaTexts } from '../page-meta';

const DESCRIPTION =
  'දකුණු ආසියාව පුරා උසස් පාසල් සිසුන් සඳහා පළපුරුදු උපදේශකයින් සමඟ අර්ථවත් ඉන්ටර්න්ෂිප් අවස්ථා: සැබෑ අත්දැකීම්, කුසලතා, ජීව දත්ත පත්‍රිකාවක්, නිර්දේශ සහ නව සබඳතා.';
const TAGLINE = 'සම්බන්ධ වන්න. ඉගෙන ගන්න. වැඩෙන්න.';

const texts: PageMetaTexts = {
  defaultMeta: { title: SITE_NAME, description: DESCRIPTION },
  notFound: { title: '404 පිටුව හමු නොවීය', description: 'ඔබ සොයන පිටුව නොපවතී, නැතහොත් වෙනත් තැනකට ගෙන ගොස් ඇත.' },
  staticPages: {
    '/': { title: `${SITE_NAME}: ${TAGLINE}`, description: DESCRIPTION },
    '/search': {
      title: 'ඉන්ටර්න්ෂිප් බලන්න',
      description: 'ඔබේ රුචිකත්වයන්ට සහ කුසලතාවලට ගැළපෙන, උසස් පාසල් සිසුන් සඳහා වූ ඉන්ටර්න්ෂිප් සොයා ගන්න: දුරස්ථ, ස්ථානීය සහ මිශ්‍ර, ඉන්දියාව, බංග්ලාදේශය, පාකිස්තානය සහ ශ්‍රී ලංකාව පුරා.',
    },
    '/blog': {
      title: 'වෘත්තීය තොරතුරු සහ උපදෙස්',
      description: 'උසස් පාසල් සිසුන්ට තම පළමු ඉන්ටර්න්ෂිප් එක ලබා ගැනීමට සහ එයින් උපරිම ප්‍රයෝජන ගැනීමට උදව් වන ඉඟි, රැකියා ලෝකයේ තොරතුරු සහ සැබෑ කතා.',
    },
    '/help': {
      title: 'උදව් සහ සහාය',
      description: 'සිසුන්ට සහ සමාගම්වලට පිළිතුරු, ඉක්මන් උදව් සහ ඉඟි. අපගේ සහාය කණ්ඩායම ඊමේල් මගින් පිළිතුරු දෙයි, සාමාන්‍යයෙන් වැඩ කරන දිනවල පැය 24ක් ඇතුළත.',
    },
    '/company-info': {
      title: 'උසස් පාසල් ඉන්ටර්න්වරුන් බඳවා ගන්න',
      description: 'සමාගම් සඳහා: HR කරදරයකින් තොරව හොඳම තරුණ දක්ෂයින් හමුවන්න, දුරස්ථ, ස්ථානීය හෝ මිශ්‍ර නම්‍යශීලී ඉන්ටර්න්ෂිප් හරහා. කෙටි පෝරමයක් පුරවන්න, අපි ඔබේ ඉන්ටර්න්ෂිප් එක ලැයිස්තුගත කරමු, අයදුම්කරුවන් තෝරා ගන්නේ ඔබයි.',
    },
    '/company-signup': {
      title: 'සමාගම් ලියාපදිංචිය',
      description: 'විනාඩියකින් සමාගම් ගිණුමක් සාදන්න, ඉන්පසු ඔබේ සමාගම සහ ඔබ ලබා දෙන ඉන්ටර්න්ෂිප් එක ගැන අපට කියන්න: අපි එය සලකා බලා උසස් පාසල් සිසුන් සඳහා ලැයිස්තුගත කරමු.',
    },
    '/auth': {
      title: 'පුරනය වන්න හෝ ලියාපදිංචි වන්න',
      description: 'ඔබේ ඉන්ටර්න්ෂිප් අයදුම්පත් ගැන දැනුවත්ව සිටීමට පුරනය වන්න, නැතහොත් අයදුම් කිරීමට නොමිලේ සිසු ගිණුමක් සාදන්න.',
    },
    '/status': {
      title: 'වේදිකාවේ තත්ත්වය',
      description: 'Internships for Highschoolers මේ මොහොතේ නිසි ලෙස ක්‍රියා කරනවාද: සේවාදායකය, වෙනස්කම් සුරැකීම, තොරතුරු පෙන්වීම.',
    },
    '/oauth-setup': {
      title: 'සමාජ මාධ්‍ය පුරනය සැකසීම',
      description: 'අඩවිය පවත්වාගෙන යන්නන් සඳහා: Google, Apple සහ GitHub හරහා පුරනය සකසන්නේ කෙසේද, redirect URI සහ එක් එක් සැපයුම්කරු සඳහා පරිසර විචල්‍ය දෙක.',
    },
  },
  privateTitles: {
    'Admin Backend': 'පරිපාලක පසුතලය',
    'Admin Dashboard': 'පරිපාලක උපකරණ පුවරුව',
    Applicants: 'අයදුම්කරුවන්',
    'Application Status': 'අයදුම්පතේ තත්ත්වය',
    'Application Submitted': 'අයදුම්පත යවා ඇත',
    Apply: 'අයදුම් කරන්න',
    'Choose a New Password': 'නව මුරපදයක් තෝරන්න',
    'Company Application': 'සමාගම් අයදුම්පත',
    'Company Dashboard': 'සමාගම් උපකරණ පුවරුව',
    'Company Status': 'සමාගමේ තත්ත්වය',
    'Complete Your Profile': 'ඔබේ පැතිකඩ සම්පූර්ණ කරන්න',
    'Confirm Your E-mail Address': 'ඔබේ ඊමේල් ලිපිනය තහවුරු කරන්න',
    Dashboard: 'උපකරණ පුවරුව',
    'Edit Internship': 'ඉන්ටර්න්ෂිප් සංස්කරණය',
    'Forgot Password': 'මුරපදය අමතකද',
    'My Applications': 'මගේ අයදුම්පත්',
    'Parent or Guardian Consent': 'දෙමාපිය හෝ භාරකරු කැමැත්ත',
    'Post an Internship': 'ඉන්ටර්න්ෂිප් එකක් පළ කරන්න',
    'Saved Internships': 'සුරැකි ඉන්ටර්න්ෂිප්',
    Settings: 'සැකසුම්',
    'Thank You': 'ස්තූතියි',
    'Your Profile': 'ඔබේ පැතිකඩ',
  },
  previewImageAlt: `${SITE_NAME}: ${TAGLINE}`,
  internship: {
    titleAtCompany: '{company} හි {title}',
    ofType: { remote: 'දුරස්ථ ඉන්ටර්න්ෂිප්', onsite: 'ස්ථානීය ඉන්ටර්න්ෂිප්', hybrid: 'මිශ්‍ර ඉන්ටර්න්ෂිප්' },
    ofOtherType: '{type} ඉන්ටර්න්ෂිප්',
    summary: '{facts}. {description}',
  },
  jobPosting: {
    requirements: 'අවශ්‍යතා',
    skills: 'කුසලතා',
    duration: 'කාලය: {duration}.',
    location: 'ස්ථානය: {location}.',
    stipend: 'දීමනාව: {stipend}.',
  },
};

export default texts;
